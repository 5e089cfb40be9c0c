import { useMutation } from '@tanstack/react-query'

import { apiPost } from '../../../lib/api-client'

/** What the visit-request form collects (spec section 5). Contact fields matter only for anonymous visitors. */
export type VisitRequestInput = {
  offer: string
  date_start: string
  date_end: string
  altcha: string
  ac_comment?: string
  contact?: {
    co_civility: 'mme' | 'm'
    co_firstname: string
    co_name: string
    co_email1: string
    co_tel1: string
    co_country: string
  }
}

export type VisitRequestResult = { data: { ac_id: string | number; ac_status: string; date_start: string; date_end: string } }

/** POST /web/1.0/ask for a signed-in caller (the x-access-token header identifies them). */
export function sendVisitRequest(input: VisitRequestInput): Promise<VisitRequestResult> {
  return apiPost<VisitRequestResult>('/web/1.0/ask', {
    offer: input.offer,
    date_start: input.date_start,
    date_end: input.date_end,
    ...(input.ac_comment ? { ac_comment: input.ac_comment } : {}),
  })
}

export const useSendVisitRequest = () => useMutation({ mutationFn: sendVisitRequest })
