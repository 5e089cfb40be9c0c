import { apiRequest } from '../../../lib/api-client'
import type { OfferResponse } from './get-offer'

export const PREVIEW_OFFER_PATH = '/web/1.0/preview/offer'

/** A staff preview's request: the token from the admin, the language, and the form's unsaved values when there are some. */
export const previewBody = (token: string, lang: string, data?: Record<string, unknown>) => ({ token, lang, ...(data ? { data } : {}) })

/** The offer's public detail with the admin's unsaved values; refused without a valid preview token. */
export const previewOffer = (token: string, lang: string, data?: Record<string, unknown>) =>
  apiRequest<OfferResponse>(PREVIEW_OFFER_PATH, { method: 'POST', body: previewBody(token, lang, data) })
