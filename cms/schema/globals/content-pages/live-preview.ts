import type { LivePreviewConfig } from 'payload'

import { signPagesPreviewToken } from '../../../domain/auth/preview-tokens'
import { PREVIEW_BREAKPOINTS, previewUrl } from '../../admin-settings/live-preview'

/** The preview panel shows the site's three content pages with the texts being written, in the language being edited. */
export const contentPagesLivePreview: LivePreviewConfig = {
  url: ({ locale, req }) =>
    previewUrl(req, '/preview/pages', locale, (staff) =>
      signPagesPreviewToken(req.payload.secret, staff),
    ),
  breakpoints: PREVIEW_BREAKPOINTS,
}
