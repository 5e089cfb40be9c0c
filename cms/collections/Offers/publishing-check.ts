import type { PublishingRule } from '../../payload-types'
import { missingListingInformation } from './legal-checklist'

type Doc = Record<string, unknown>
export type Missing = { path: string; message: string }

const positive = (...v: unknown[]) => v.some((n) => typeof n === 'number' && n > 0)

/** A sale needs a sale price or "on request", a rent a rent or "on request"; an offer needs one of them. */
function missingPrice(o: Doc): Missing[] {
  if (!o.of_sell && !o.of_rent) return [{ path: 'of_sell', message: 'For sale or for rent, with a price or "on request"' }]
  const out: Missing[] = []
  if (o.of_sell && !o.of_sell_uponrequest && !positive(o.of_price_sell, o.of_sell_sum)) out.push({ path: 'of_price_sell', message: 'A sale price, or "Sale price on request"' })
  if (o.of_rent && !o.of_rent_uponrequest && !positive(o.of_price_rent, o.of_rent_sum, o.of_rent_sum_year)) out.push({ path: 'of_price_rent', message: 'A rent, or "Rent on request"' })
  return out
}

/**
 * What the publishing rules that are on find missing in an offer (merged as it will be saved, with
 * `of_languages_missing` and `of_has_photo` already derived): field paths the admin marks.
 */
export function missingForPublishing(rules: Partial<PublishingRule>, o: Doc): Missing[] {
  const out: Missing[] = []
  if (rules.requireAllLanguages && typeof o.of_languages_missing === 'string' && o.of_languages_missing.trim()) {
    const langs = o.of_languages_missing.trim()
    out.push({ path: 'of_name', message: `Name and description missing in: ${langs}` }, { path: 'of_text', message: `Name and description missing in: ${langs}` })
  }
  if (rules.requirePhoto && !o.of_has_photo) out.push({ path: 'images', message: 'At least one photo' })
  if (rules.requirePrice) out.push(...missingPrice(o))
  if (rules.requireLegalInformation) {
    for (const path of missingListingInformation(o as Parameters<typeof missingListingInformation>[0])) out.push({ path, message: 'Required by French listing rules' })
  }
  return out
}
