import type { LivePreviewConfig } from 'payload'

import { signPreviewToken } from '../../../adapters/auth/preview-tokens'
import { isStaffUser } from '../../access/is-staff'
import { toLocale } from '../../locales'

/**
 * The admin's preview panel shows the site's own preview page of the offer, in the language being
 * edited, at a phone's and a desktop's size. Its address carries a short-lived token made for the
 * signed-in staff member and this offer only: the page needs it to be given the unsaved draft.
 * An offer not saved yet has nothing to preview.
 */
export const offerLivePreview: LivePreviewConfig = {
  url: async ({ data, locale, req }) => {
    const id = data?.id as number | string | undefined
    if (id == null || !isStaffUser(req) || !req.user) return null
    const token = await signPreviewToken(req.payload.secret, { offerId: id, userId: req.user.id })
    const origin = req.payload.config.serverURL || req.origin
    const query = new URLSearchParams({ lang: toLocale(locale?.code), token })
    return `${origin}/preview/offer/${encodeURIComponent(String(id))}?${query}`
  },
  breakpoints: [
    { name: 'phone', label: 'Phone · Téléphone', width: 375, height: 812 },
    { name: 'desktop', label: 'Desktop · Ordinateur', width: 1440, height: 900 },
  ],
}
