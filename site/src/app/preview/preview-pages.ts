import type { ContentPageName } from '@contract/content-pages'

export const PREVIEW_PAGES_PATH = '/web/1.0/preview/pages'

export type PagesPreview = { data: Record<ContentPageName, string> }
