import { baseUrl } from './browser'

/** Reads the demo data through the public API, so the browser tests check the pages against it. */
export async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(baseUrl() + path)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

export type ApiOffer = { of_id: number | string; of_slug_fr: string; of_name_en?: string; of_name_fr?: string; of_sell: boolean; of_rent: boolean; of_nbpieces?: number | null }

export const listOffers = (query: string) => apiJson<{ data: ApiOffer[]; meta: { total: number } }>(`/web/1.0/offers?${query}`)
