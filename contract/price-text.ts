import { formatPrice, priceLines, type PriceFields } from './format-price'
import { toLanguage } from './languages'

/** The price block's own words, as the site's default texts have them. */
const WORDS = {
  fr: { onRequest: 'Prix sur demande', perMonth: '/ mois', perYear: '/ an' },
  en: { onRequest: 'Price on request', perMonth: '/ month', perYear: '/ year' },
  sp: { onRequest: 'Precio a consultar', perMonth: '/ mes', perYear: '/ año' },
  ru: { onRequest: 'Цена по запросу', perMonth: '/ месяц', perYear: '/ год' },
  it: { onRequest: 'Prezzo su richiesta', perMonth: '/ mese', perYear: '/ anno' },
} as const

/**
 * An offer's price as one line of text (map labels, alert mails): each price of the price block,
 * joined by " · ". A price on request reads as words; its figure is never read.
 */
export function priceText(offer: PriceFields, lang: string): string {
  const w = WORDS[toLanguage(lang)]
  return priceLines(offer)
    .map((line) =>
      line.onRequest
        ? w.onRequest
        : line.kind === 'rent'
          ? `${formatPrice(line.amount, lang)} ${line.per === 'month' ? w.perMonth : w.perYear}`
          : formatPrice(line.amount, lang),
    )
    .join(' · ')
}
