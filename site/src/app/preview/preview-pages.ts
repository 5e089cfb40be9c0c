import type { ContentPageName } from '@contract/content-pages'
import { webActionPath } from '@contract/web-actions'

export const PREVIEW_PAGES_PATH = webActionPath('previewPages')

export type PagesPreview = { data: Record<ContentPageName, string> }
