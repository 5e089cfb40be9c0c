import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiGet } from '../../../lib/api-client'
import { withSession } from '../../session/api/authed-request'
import { useSessionUser } from '../../session/lib/session-store'

export type VisitStatus = 'waiting' | 'in_progress' | 'accepted' | 'refused'

/** One visit request as GET /web/1.0/actions returns it. */
export type ClientAction = {
  ac_id: number | string
  createdAt: string
  ac_comment: string
  ac_status: VisitStatus
  date_start: string
  date_end: string
  of_id: { of_id: number | string; of_slug_fr: string; of_name_fr?: string; of_name_en?: string }
}

export const getActions = () => withSession(() => apiGet<{ data: ClientAction[] }>('/web/1.0/actions')).then((a) => a.data)

export const actionsOptions = (coId: number | string) => queryOptions({ queryKey: ['actions', String(coId)], queryFn: getActions })

/** The connected client's visit requests; nothing is asked while anonymous. */
export function useMyActions() {
  const user = useSessionUser()
  return useQuery({ ...actionsOptions(user?.co_id ?? ''), enabled: Boolean(user) })
}

/** Spec section 4: a connected visitor who has asked for an offer is already a candidate. */
export function useIsCandidate(slug: string): boolean {
  const { data } = useMyActions()
  return Boolean(data?.some((a) => a.of_id.of_slug_fr === slug))
}
