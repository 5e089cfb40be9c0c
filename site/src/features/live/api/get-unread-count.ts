import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '../../../lib/api-client'
import { withSession } from '../../../api/authed-request'
import { agencyMessageKeys } from '../../../api/get-agency-messages'

type UnreadAnswer = { data: { count: number } }

/** GET /api/1.0/messages/{co_id}/notread: the client's unread messages from the agency. */
export const getUnreadCount = (coId: number | string) =>
  withSession(() =>
    apiGet<UnreadAnswer>(`/api/1.0/messages/${encodeURIComponent(String(coId))}/notread`),
  ).then((a) => a.data.count)

export const unreadCountOptions = (coId: number | string) =>
  queryOptions({
    queryKey: agencyMessageKeys.unread(coId),
    queryFn: () => getUnreadCount(coId),
    staleTime: 30_000,
  })

export const useUnreadCount = (coId: number | string) => useQuery(unreadCountOptions(coId))
