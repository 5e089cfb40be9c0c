import { DUPLICATE_SOURCE } from './duplicate'
import { contentStatusFields, type LocalizedValue } from '../language-status'
import { isLexicalState } from '../../../../domain/rich-text/lexical-state'
import { readStoredOffer } from './stored-offer'
import { exceptSystemSaves } from './system-saves'

/** The localized texts an offer needs in every language before it reads well on the site. */
export const TRANSLATED_FIELDS = ['of_name', 'of_text'] as const

/**
 * Stores what the list filters on and shows: the languages whose name and description are
 * missing (`of_languages_missing`, "sp it"), whether none is (`of_languages_complete`), and
 * whether the offer has a photo. Stored fields keep the filters plain queries on any database
 * adapter. A save carries only its own language, so the others are read back from the database.
 */
export const deriveContentStatus = exceptSystemSaves(
  async ({ data, originalDoc, req, context }) => {
    const { locale } = req
    const stored =
      originalDoc?.id != null
        ? ((await readStoredOffer(req, originalDoc.id, 'all')) as Record<string, unknown> | null)
        : ((context[DUPLICATE_SOURCE] as Record<string, unknown> | undefined) ?? null)
    const values = TRANSLATED_FIELDS.map((field): LocalizedValue => {
      const incoming = data[field]
      const all = { ...((stored?.[field] as Record<string, unknown> | undefined) ?? {}) }
      // Keyed by language when written with `locale: 'all'`; a rich text of one language is an object too.
      if (incoming && typeof incoming === 'object' && !isLexicalState(incoming))
        Object.assign(all, incoming)
      else if (field in data && locale && locale !== 'all') all[locale] = incoming
      return all
    })
    const images = 'images' in data ? data.images : originalDoc?.images
    Object.assign(data, contentStatusFields(values, images))
    return data
  },
)
