import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AgencyMessage } from '@contract/accounts'
import { webActionPath } from '@contract/web-actions'

import { apiGet, apiPost } from '../lib/api-client'
import { withSession } from './authed-request'

/** A message from the agency (GET /messages). */

export type ClientMessage = AgencyMessage

export const getMessages = () =>
  withSession(() => apiGet<{ data: ClientMessage[] }>(webActionPath('messages'))).then(
    (a) => a.data,
  )

/** The query keys of the agency's messages to the client: the list and the unread count. */
export const agencyMessageKeys = {
  all: ['messages'] as const,
  list: (coId: number | string) => ['messages', 'list', String(coId)] as const,
  unread: (coId: number | string) => ['messages', 'unread', String(coId)] as const,
}

export const messagesOptions = (coId: number | string) =>
  queryOptions({ queryKey: agencyMessageKeys.list(coId), queryFn: getMessages })

export const useMessages = (coId: number | string) => useQuery(messagesOptions(coId))

/** POST /messages/{id}/read; the list and the header's unread count follow. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number | string) =>
      withSession(() => apiPost<{ data: ClientMessage }>(webActionPath('readMessage', { id }), {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyMessageKeys.all }),
  })
}
