import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DistrictTile } from '@contract/reference'

import { readerOf } from '../../../lib/api-reader'
import type { WebReader } from '../../../lib/web-client'
import type { SaleRent } from '../../../lib/offer-filter'

/** The query keys of the district tiles. */
export const districtKeys = {
  all: ['districts'] as const,
  of: (salerent: string, where: string, lang: string) =>
    ['districts', salerent, where, lang] as const,
}

export type { DistrictTile }

export const getDistricts = (
  read: WebReader,
  salerent: SaleRent,
  where: 'monaco' | 'france',
  lang: string,
  signal?: AbortSignal,
) => read('districts', { salerent, where, lang }, signal).then((r) => r.data)

export const districtsQuery = (salerent: SaleRent, where: 'monaco' | 'france', lang: string) =>
  queryOptions({
    queryKey: districtKeys.of(salerent, where, lang),
    queryFn: ({ signal, client }) => getDistricts(readerOf(client), salerent, where, lang, signal),
  })

export const useDistricts = (salerent: SaleRent, where: 'monaco' | 'france', lang: string) =>
  useQuery(districtsQuery(salerent, where, lang))
