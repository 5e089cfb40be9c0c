import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VisitRequest } from '@contract/accounts'
import { webActionPath } from '@contract/web-actions'

import { apiGet } from '../lib/api-client'
import { withSession } from './authed-request'
import { useSessionUser } from '../lib/session'

export type { VisitStatus } from '@contract/limits'

export const getActions = () =>
  withSession(() => apiGet<{ data: VisitRequest[] }>(webActionPath('visitRequests'))).then(
    (a) => a.data,
  )

/** The query keys of the client's visit requests. */
export const visitRequestKeys = {
  all: ['visit-requests'] as const,
  of: (coId: number | string) => ['visit-requests', String(coId)] as const,
}

export const actionsOptions = (coId: number | string) =>
  queryOptions({ queryKey: visitRequestKeys.of(coId), queryFn: getActions })

/** The connected client's visit requests; nothing is asked while anonymous. */
export function useMyActions() {
  const user = useSessionUser()
  return useQuery({ ...actionsOptions(user?.co_id ?? ''), enabled: Boolean(user) })
}

/** A connected visitor who has asked to visit an offer is already a candidate for it. */
export function useIsCandidate(slug: string): boolean {
  const { data } = useMyActions()
  return Boolean(data?.some((a) => a.of_id.of_slug_fr === slug))
}
