import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Language } from '@contract/languages'
import type { AlertFrequency, SavedSearch, SearchFilter } from '@contract/saved-search'

import { apiGet, apiPost, apiRequest } from '../../../lib/api-client'

export const searchesQuery = queryOptions({
  queryKey: ['searches'] as const,
  queryFn: ({ signal }) =>
    apiGet<{ data: SavedSearch[] }>('/web/1.0/searches', undefined, signal).then((r) => r.data),
})

/** The signed-in client's saved searches. */
export const useSearches = () => useQuery(searchesQuery)

export type NewSearch = {
  filter: SearchFilter
  frequency: AlertFrequency
  lang: Language
  email?: string
  altcha?: string
}

export function useSaveSearch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: NewSearch) =>
      apiRequest<{ data: SavedSearch }>('/web/1.0/searches', { method: 'POST', body }).then(
        (r) => r.data,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: searchesQuery.queryKey }),
  })
}

export function useDeleteSearch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: SavedSearch['id']) =>
      apiRequest(`/web/1.0/searches/${encodeURIComponent(String(id))}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: searchesQuery.queryKey }),
  })
}

type LinkedSearch = { frequency: AlertFrequency; lang: Language }

/** The search a confirmation link names, read without confirming it (mail scanners open links too). */
export const readConfirmLink = (token: string) =>
  apiGet<{ data: LinkedSearch & { confirmed: boolean } }>(
    `/web/1.0/searches/confirm/${encodeURIComponent(token)}`,
  ).then((r) => r.data)

/** Confirms the search: sent by the confirmation page's button only. */
export const confirmSearch = (token: string) =>
  apiPost<{ data: LinkedSearch & { confirmed: true } }>(
    `/web/1.0/searches/confirm/${encodeURIComponent(token)}`,
    {},
  ).then((r) => r.data)

/** The search an unsubscribe link names, read without stopping it. */
export const readUnsubscribeLink = (token: string) =>
  apiGet<{ data: LinkedSearch & { unsubscribed: false } }>(
    `/web/1.0/searches/unsubscribe/${encodeURIComponent(token)}`,
  ).then((r) => r.data)

/** Stops the alert: sent by the unsubscribe page's button only. */
export const unsubscribeSearch = (token: string) =>
  apiPost<{ data: { unsubscribed: true } }>(
    `/web/1.0/searches/unsubscribe/${encodeURIComponent(token)}`,
    {},
  ).then((r) => r.data)
