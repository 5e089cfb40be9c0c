import type { TFunction } from 'i18next'
import { formatEuros, formatPercent } from '@contract/format-amount'
import { feesIncludedInPrice } from '@contract/listing-legal'
import { priceLines } from '@contract/format-price'
import type { Offer } from '@contract/offer'

/**
 * Who pays the agency's fees on a sale, in the visitor's language. When the buyer pays in France,
 * the shown price includes them and the sentence states their rate incl. VAT and the price
 * excluding them; with a price on request it gives the rate only (no figure may reveal the price).
 */
export function feesSentence(offer: Offer, t: TFunction, lang: string): string | null {
  if (!offer.of_sell || !offer.of_fees_payer) return null
  if (offer.of_fees_payer === 'seller') return t('legal.feesSeller')
  if (offer.of_fees_percent == null) return null
  const percent = formatPercent(offer.of_fees_percent, lang)
  if (!feesIncludedInPrice(offer.of_area)) return t('legal.feesBuyerOnTop', { percent })
  const sale = priceLines(offer).find((line) => line.kind === 'sale')
  if (!sale || sale.onRequest || offer.of_price_excl_fees == null)
    return t('legal.feesBuyerRate', { percent })
  return t('legal.feesBuyerIncluded', {
    percent,
    price: formatEuros(sale.amount, lang),
    priceExcl: formatEuros(offer.of_price_excl_fees, lang),
  })
}
