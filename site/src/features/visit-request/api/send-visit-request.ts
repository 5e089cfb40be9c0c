import { useMutation, useQueryClient } from '@tanstack/react-query'
import { webActionPath } from '@contract/web-actions'

import { activeLanguage } from '../../../i18n/i18n'
import { apiPost } from '../../../lib/api-client'
import { readJson, storageKeys, writeStorage } from '../../../lib/storage'
import { withSession } from '../../../api/authed-request'
import { markSessionFresh } from '../../../api/auto-sign-in'
import { syncFavourites } from '../../../api/account-favourites-on-demand'
import { getStoredUser, type SignInAnswer, storeSession } from '../../../lib/session'
import { visitRequestKeys } from '../../../api/get-visit-requests'

/** What the visit-request form collects. Contact fields matter only for anonymous visitors. */
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

export type VisitRequestResult = {
  data: { ac_id: string | number; ac_status: string; date_start: string; date_end: string }
  /** True when the request created the visitor's account first. */
  accountCreated: boolean
}

type RequestedDates = { date_start: string; date_end: string }

/**
 * The last requested dates, kept in localStorage to prefill the next request;
 * dates already past are of no use and are ignored.
 */
export function readRequestedDates(
  today = new Date().toISOString().slice(0, 10),
): RequestedDates | null {
  const dates = readJson<Partial<RequestedDates> | null>(storageKeys.requestedDates, null)
  const valid = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)
  if (!dates || !valid(dates.date_start) || !valid(dates.date_end) || dates.date_start < today)
    return null
  return { date_start: dates.date_start, date_end: dates.date_end }
}

/** POST /contacts: the account of an anonymous visitor (robot check spent here); 409 email_exists. */
async function createAccount(
  contact: NonNullable<VisitRequestInput['contact']>,
  altcha: string,
): Promise<void> {
  const answer = await apiPost<SignInAnswer>(webActionPath('contacts'), {
    ...contact,
    altcha,
    lang: activeLanguage(),
  })
  storeSession(answer)
  markSessionFresh()
  void syncFavourites(answer.preferences)
}

/**
 * Anonymous: creates the account (which signs the visitor in) then asks; connected: asks at once.
 * POST /ask carries the dates, the offer's slug and the page's language; the caller is the x-access-token.
 */
export async function sendVisitRequest(input: VisitRequestInput): Promise<VisitRequestResult> {
  let accountCreated = false
  if (!getStoredUser()) {
    if (!input.contact) throw new Error('An anonymous visit request needs the contact details')
    await createAccount(input.contact, input.altcha)
    accountCreated = true
  }
  const answer = await withSession(() =>
    apiPost<Omit<VisitRequestResult, 'accountCreated'>>(webActionPath('askVisit'), {
      offer: input.offer,
      date_start: input.date_start,
      date_end: input.date_end,
      ...(input.ac_comment ? { ac_comment: input.ac_comment } : {}),
      // The acknowledgement is written in the page's language.
      lang: activeLanguage(),
    }),
  )
  writeStorage(
    storageKeys.requestedDates,
    JSON.stringify({ date_start: input.date_start, date_end: input.date_end }),
  )
  return { ...answer, accountCreated }
}

export function useSendVisitRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendVisitRequest,
    // The offer now counts as asked for ('already a candidate') and the client area lists it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitRequestKeys.all }),
  })
}
