import type { PublishingRule } from '../../../payload-types'
import { missingListingInformation } from './legal-checklist'

type Doc = Record<string, unknown>
type Lang = 'fr' | 'en'

const TEXT = {
  forSaleOrRent: {
    fr: 'À vendre ou à louer, avec un prix ou « sur demande »',
    en: 'For sale or for rent, with a price or "on request"',
  },
  salePrice: {
    fr: 'Un prix de vente, ou « Prix de vente sur demande »',
    en: 'A sale price, or "Sale price on request"',
  },
  rent: { fr: 'Un loyer, ou « Loyer sur demande »', en: 'A rent, or "Rent on request"' },
  languages: { fr: 'Nom et description manquants en :', en: 'Name and description missing in:' },
  photo: { fr: 'Au moins une photo', en: 'At least one photo' },
  legal: { fr: 'Exigé pour une annonce française', en: 'Required by French listing rules' },
}
export type Missing = { path: string; message: string; label?: string }

/** The names staff read in the admin's refusal notice, which lists each field's label. */
const FIELD: Record<string, Record<Lang, string>> = {
  of_name: { fr: 'Nom', en: 'Name' },
  of_text: { fr: 'Description', en: 'Description' },
  images: { fr: 'Photos', en: 'Photos' },
  of_sell: { fr: 'Vente ou location', en: 'Sale or rent' },
  of_price_sell: { fr: 'Prix de vente', en: 'Sale price' },
  of_price_rent: { fr: 'Loyer', en: 'Rent' },
  of_dpe_status: { fr: 'DPE', en: 'Energy diagnosis' },
  of_dpe_class: { fr: 'Classe énergie', en: 'Energy class' },
  of_ges_class: { fr: 'Classe climat (GES)', en: 'Climate class (GES)' },
  of_fees_payer: { fr: 'Honoraires à la charge de', en: 'Fees paid by' },
  of_fees_percent: { fr: 'Taux des honoraires', en: 'Fees rate' },
}

const positive = (...v: unknown[]) => v.some((n) => typeof n === 'number' && n > 0)

/** A sale needs a sale price or "on request", a rent a rent or "on request"; an offer needs one of them. */
function missingPrice(o: Doc, lang: Lang): Missing[] {
  if (!o.of_sell && !o.of_rent) return [{ path: 'of_sell', message: TEXT.forSaleOrRent[lang] }]
  const out: Missing[] = []
  if (o.of_sell && !o.of_sell_uponrequest && !positive(o.of_price_sell, o.of_sell_sum))
    out.push({ path: 'of_price_sell', message: TEXT.salePrice[lang] })
  if (
    o.of_rent &&
    !o.of_rent_uponrequest &&
    !positive(o.of_price_rent, o.of_rent_sum, o.of_rent_sum_year)
  )
    out.push({ path: 'of_price_rent', message: TEXT.rent[lang] })
  return out
}

/**
 * What the publishing rules that are on find missing in an offer (merged as it will be saved, with
 * `of_languages_missing` and `of_has_photo` already derived): field paths the admin marks, with
 * messages in the staff member's language.
 */
export function missingForPublishing(
  rules: Partial<PublishingRule>,
  o: Doc,
  lang: Lang = 'en',
): Missing[] {
  const out: Missing[] = []
  if (
    rules.requireAllLanguages &&
    typeof o.of_languages_missing === 'string' &&
    o.of_languages_missing.trim()
  ) {
    const langs = o.of_languages_missing.trim()
    const message = `${TEXT.languages[lang]} ${langs}`
    out.push({ path: 'of_name', message }, { path: 'of_text', message })
  }
  if (rules.requirePhoto && !o.of_has_photo) out.push({ path: 'images', message: TEXT.photo[lang] })
  if (rules.requirePrice) out.push(...missingPrice(o, lang))
  if (rules.requireLegalInformation) {
    for (const path of missingListingInformation(
      o as Parameters<typeof missingListingInformation>[0],
    ))
      out.push({ path, message: TEXT.legal[lang] })
  }
  return out.map((m) => ({ ...m, label: `${FIELD[m.path]?.[lang] ?? m.path} (${m.message})` }))
}
