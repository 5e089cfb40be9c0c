import type { ContentPageName } from '@contract/content-pages'

import { askPreview } from './preview-request'

export const PREVIEW_PAGES_PATH = '/web/1.0/preview/pages'

export type PagesPreview = { data: Record<ContentPageName, string> }

/** The three content pages' HTML with the admin's unsaved texts; refused without a valid preview token. */
export const previewPages = (token: string, lang: string, data?: Record<string, unknown>) =>
  askPreview<PagesPreview>(PREVIEW_PAGES_PATH, token, lang, data)
