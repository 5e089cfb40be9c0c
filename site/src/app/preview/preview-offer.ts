export const PREVIEW_OFFER_PATH = '/web/1.0/preview/offer'
