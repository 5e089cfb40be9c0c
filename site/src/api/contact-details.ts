import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { webActionPath } from '@contract/web-actions'

import { apiGet, apiRequest } from '../lib/api-client'
import { withSession } from './authed-request'
import { type SessionUser, storeUser } from '../lib/session'

/** The query keys of the signed-in client's own record. */
export const meKeys = {
  all: ['me'] as const,
  of: (coId: number | string) => ['me', String(coId)] as const,
}

/** The details a client may change itself (PUT /me): never its login, type or flags. */
export type ContactDetails = {
  co_civility: '' | 'mme' | 'm'
  co_firstname: string
  co_name: string
  co_email1: string
  co_tel1: string
  co_mobile1: string
  co_address1: string
  co_address2: string
  co_zip: string
  co_city: string
  co_country: string
}

type MeAnswer = { data: SessionUser; preferences: Record<string, unknown> }

export const meOptions = (coId: number | string) =>
  queryOptions({
    queryKey: meKeys.of(coId),
    queryFn: () => withSession(() => apiGet<MeAnswer>(webActionPath('me'))).then((a) => a.data),
  })

export const useMe = (coId: number | string) => useQuery(meOptions(coId))

/** Emptied optional fields are sent empty so they are cleared; an unchosen civility is left as it was. */
function toBody({ co_civility, ...rest }: ContactDetails): Partial<ContactDetails> {
  const trimmed = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v.trim()]))
  return co_civility ? { ...trimmed, co_civility } : trimmed
}

export function useUpdateMe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (details: ContactDetails) =>
      withSession(() =>
        apiRequest<MeAnswer>(webActionPath('me'), { method: 'PUT', body: toBody(details) }),
      ),
    onSuccess: (answer) => {
      storeUser(answer.data)
      queryClient.setQueryData(meKeys.of(answer.data.co_id), answer.data)
    },
  })
}
