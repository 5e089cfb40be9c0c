import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Service } from '@contract/offer'
import type { DistrictName, Items, OfferType } from '@contract/reference'

import { isCancellation } from '../lib/api-client'
import { readerOf } from '../lib/api-reader'
import type { WebReader } from '../lib/web-client'

export type { Items, Service }
export type TypeItem = OfferType
export type DistrictRef = DistrictName

const empty: Items = { items_of_type: [], items_of_exclusivite: [], services: [], districts: [] }

/**
 * Reference data; a failure is only logged and the site goes on with empty lists. A cancelled
 * request stays a cancellation: no error, and no empty lists kept as if they were the answer.
 */
export async function getItems(read: WebReader, signal?: AbortSignal): Promise<Items> {
  try {
    const { data } = await read('items', {}, signal)
    return { ...empty, ...data }
  } catch (error) {
    if (isCancellation(error, signal)) throw error
    console.error('Reference data could not be loaded', error)
    return empty
  }
}

export const itemsKeys = { all: ['items'] as const }

export const itemsQuery = queryOptions({
  queryKey: itemsKeys.all,
  queryFn: ({ signal, client }) => getItems(readerOf(client), signal),
  staleTime: 10 * 60_000,
})

export const useItems = () => useQuery(itemsQuery)

/** A label in the asked language, falling back to English, then to the stable code. */
export function localLabel(
  item: Partial<Record<string, unknown>> & { text?: string },
  lang: string,
): string {
  const pick = (l: string) => {
    const v = item[`label_${l}`]
    return typeof v === 'string' && v.trim() ? v : null
  }
  return pick(lang) ?? pick('en') ?? item.text ?? ''
}
