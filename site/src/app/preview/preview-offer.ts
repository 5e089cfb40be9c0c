import { webActionPath } from '@contract/web-actions'

export const PREVIEW_OFFER_PATH = webActionPath('previewOffer')
