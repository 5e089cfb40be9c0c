import { askPreview } from './preview-request'
import type { OfferResponse } from '../../features/offer-detail/api/get-offer'

export const PREVIEW_OFFER_PATH = '/web/1.0/preview/offer'

/** The offer's public detail with the admin's unsaved values; refused without a valid preview token. */
export const previewOffer = (token: string, lang: string, data?: Record<string, unknown>) =>
  askPreview<OfferResponse>(PREVIEW_OFFER_PATH, token, lang, data)
