import { queryOptions, useQuery } from '@tanstack/react-query'

import { readerOf } from '../../../lib/api-reader'
import type { SaleRent } from '../../../lib/offer-filter'

export type DistrictCount = { text: string; nb: number; value: string }

/** The districts of an area with how many offers of the kind each has: the ways out of an empty district. */
export const areaDistrictsQuery = (salerent: SaleRent, where: 'monaco' | 'france', lang: string) =>
  queryOptions({
    queryKey: ['districts', salerent, where, lang] as const,
    queryFn: ({ signal, client }) =>
      readerOf(client)('districts', { salerent, where, lang }, signal).then(
        (r): DistrictCount[] => r.data,
      ),
  })

export const useAreaDistricts = (
  salerent: SaleRent,
  where: 'monaco' | 'france' | null,
  lang: string,
) => useQuery({ ...areaDistrictsQuery(salerent, where ?? 'monaco', lang), enabled: where !== null })
