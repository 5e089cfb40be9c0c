import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Language } from '@contract/languages'
import type { AlertFrequency, SavedSearch, SearchFilter } from '@contract/saved-search'
import type { SearchLinkKind } from '@contract/site-data'
import { webActionPath } from '@contract/web-actions'

import { apiGet, apiPost, apiRequest } from '../../../lib/api-client'

export const searchesQuery = queryOptions({
  queryKey: ['searches'] as const,
  queryFn: ({ signal }) =>
    apiGet<{ data: SavedSearch[] }>(webActionPath('searches'), undefined, signal).then(
      (r) => r.data,
    ),
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
    // The server records the page the alert was asked from with the consent.
    mutationFn: (body: NewSearch) =>
      apiRequest<{ data: SavedSearch }>(webActionPath('searches'), {
        method: 'POST',
        body,
        referrerPolicy: 'same-origin',
      }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: searchesQuery.queryKey }),
  })
}

export function useDeleteSearch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: SavedSearch['id']) =>
      apiRequest(webActionPath('search', { id }), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: searchesQuery.queryKey }),
  })
}

type LinkedSearch = { frequency: AlertFrequency; lang: Language }

/** The search an alert mail's link names, read without acting on it (mail scanners open links too). */
export const readSearchLink = (kind: SearchLinkKind, token: string) =>
  apiGet<{ data: LinkedSearch & { confirmed?: boolean; unsubscribed?: boolean } }>(
    webActionPath('searchLink', { kind, token }),
  ).then((r) => r.data)

/** Confirms the search, or stops its alert: sent by the link page's button only. */
export const followSearchLink = (kind: SearchLinkKind, token: string) =>
  apiPost(webActionPath('searchLink', { kind, token }), {})
