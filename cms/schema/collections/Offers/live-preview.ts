import type { LivePreviewConfig } from 'payload'

import { signPreviewToken } from '../../../domain/auth/preview-tokens'
import { PREVIEW_BREAKPOINTS, previewUrl } from '../../admin-settings/live-preview'

/**
 * The admin's preview panel shows the site's own preview page of the offer, in the language being
 * edited, at a phone's and a desktop's size. Its address carries a short-lived token made for the
 * signed-in staff member's admin session and this offer only: the page needs it to be given the unsaved draft.
 * An offer not saved yet has nothing to preview.
 */
export const offerLivePreview: LivePreviewConfig = {
  url: async ({ data, locale, req }) => {
    const id = data?.id as number | string | undefined
    if (id == null) return null
    return previewUrl(req, `/preview/offer/${encodeURIComponent(String(id))}`, locale, (staff) =>
      signPreviewToken(req.payload.secret, { offerId: id, ...staff }),
    )
  },
  breakpoints: PREVIEW_BREAKPOINTS,
}
