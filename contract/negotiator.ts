import type { Id } from './envelope'

/**
 * Who answers for an offer: its negotiator, or the agency's main line when staff named none
 * (`ne_id` null). Languages are ISO 639-1 codes (the page names them in its own language).
 */
export type Negotiator = {
  ne_id: Id | null
  ne_name: string
  ne_photo: Id | null
  ne_languages: string[]
  ne_phone: string
  ne_mobile: string
  ne_whatsapp: string
  ne_email: string
}

/** The languages a negotiator may speak, as codes: the site's five and those Monaco's buyers often speak. */
export const NEGOTIATOR_LANGUAGES = [
  'fr',
  'en',
  'it',
  'ru',
  'es',
  'de',
  'pt',
  'nl',
  'ar',
  'zh',
  'uk',
] as const
