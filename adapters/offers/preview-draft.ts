import type { Offer } from '@cms/payload-types'
import { isLexicalState } from '@cms/domain/rich-text/lexical-state'
import { richTextToHtml } from '@cms/domain/rich-text/to-html'
import { idOf, type Id } from '@cms/domain/payload/payload-values'
import { OFFER_SELECT } from '@cms/domain/offers/offer-select'

const MAX_TEXT = 100_000

const isScalar = (v: unknown): boolean =>
  v === null ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= MAX_TEXT)

/** The rich texts the detail shows: their unsaved state replaces the HTML stored at the last save. */
const RICH_TEXTS = ['of_text'] as const

/** An unsaved rich text the converter reads without failing; anything else leaves the saved HTML. */
function readableRichText(value: unknown): boolean {
  if (!isLexicalState(value)) return false
  try {
    richTextToHtml(value)
    return true
  } catch {
    return false
  }
}

/** An id of the database's kind (the saved offer's own): anything else is never looked up. */
const idLike =
  (sample: Id) =>
  (v: unknown): Id | null => {
    const id = idOf(v)
    if (typeof sample === 'number')
      return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
    return typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null
  }

/** One unsaved value of the admin's form, as the mapper reads it; undefined when it is not one (then the saved value stays). */
function unsavedValue(field: string, value: unknown, toId: (v: unknown) => Id | null): unknown {
  if (field === 'building') return value === null ? null : (toId(value) ?? undefined)
  if (field === 'images')
    return Array.isArray(value)
      ? value
          .map(toId)
          .filter((id): id is Id => id != null)
          .slice(0, 200)
      : undefined
  return isScalar(value) ? value : undefined
}

/**
 * The offer as it would be saved: the stored draft (one language, depth 0) with the form's
 * unsaved values over it, only for the fields the public detail shows and only with the types
 * they have (a description as the editor's rich-text state); the id and slug stay the stored
 * ones. What a visitor may not read is removed afterwards (`asVisitorReads`), since the preview
 * is built with staff rights.
 */
export function previewDraft(saved: Offer, unsaved: Record<string, unknown>): Offer {
  const draft: Record<string, unknown> = { ...saved }
  const toId = idLike(saved.id)
  for (const field of Object.keys(OFFER_SELECT)) {
    // Derived HTML is only ever the server's own rendering, never taken from a request.
    if (field === 'of_slug_fr' || field.endsWith('_html') || !(field in unsaved)) continue
    const value = unsavedValue(field, unsaved[field], toId)
    if (value !== undefined) draft[field] = value
  }
  for (const field of RICH_TEXTS) {
    if (!readableRichText(unsaved[field])) continue
    // Without the stored HTML, the mapper renders (and sanitises) the unsaved rich text itself.
    draft[field] = unsaved[field]
    delete draft[`${field}_html`]
  }
  draft.id = saved.id
  return draft as unknown as Offer
}
