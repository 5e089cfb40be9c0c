import { apiRequest } from '../../../lib/api-client'
import type { OfferResponse } from './get-offer'

export const PREVIEW_OFFER_PATH = '/web/1.0/preview/offer'

/** A staff preview's request: the token from the admin, the language, and the form's unsaved values when there are some. */
export const previewBody = (token: string, lang: string, data?: Record<string, unknown>) => ({ token, lang, ...(data ? { data } : {}) })

/** The offer's public detail with the admin's unsaved values; refused without a valid preview token. */
export const previewOffer = (token: string, lang: string, data?: Record<string, unknown>) =>
  apiRequest<OfferResponse>(PREVIEW_OFFER_PATH, { method: 'POST', body: previewBody(token, lang, data) })

type Answered = { status: number; body: string }

/**
 * Asks for the preview of each new state of the admin's form. Answers may come back out of
 * order while staff type; each is given as the answer to the latest request, so the page never
 * goes back to an older state of the form.
 */
export function latestPreviewRequester(token: string, lang: string) {
  let latest: Promise<Answered> | null = null
  return async (data?: Record<string, unknown>): Promise<Response> => {
    const mine = fetch(PREVIEW_OFFER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(previewBody(token, lang, data)),
    }).then(async (res) => ({ status: res.status, body: await res.text() }))
    latest = mine
    await mine.catch(() => undefined)
    const { status, body } = await (latest ?? mine)
    return new Response(body, { status, headers: { 'content-type': 'application/json' } })
  }
}
