import { exactPrice } from '@contract/format-amount'
import { formatPrice, type PriceFields, priceLines } from '@contract/format-price'

import { useLanguage, useTexts } from '../i18n/texts'
import { ConvertedPrice } from './converted-price'

/** The price fields, and the monthly charges the rent is quoted without (the rental terms add them to it). */
type OfferPriceFields = PriceFields & { of_rent_charges?: number | null }

/**
 * Whether a rent is quoted with or without charges, as the rental terms count it: charges above
 * zero come on top of it ("hors charges"), none means it holds them; unknown charges say nothing.
 */
const chargesText = (charges: number | null | undefined) =>
  charges == null ? null : charges > 0 ? 'price.chargesExcluded' : 'price.chargesIncluded'

/**
 * The sale price and/or the rent (per month or per year, with or without charges), or 'price on
 * request'; with `exact` (the offer's own page), the whole figure beside a shortened one.
 */
export function OfferPrice({
  offer,
  className,
  exact = false,
}: {
  offer: OfferPriceFields
  className?: string
  exact?: boolean
}) {
  const { t } = useTexts()
  const lang = useLanguage()
  const charges = chargesText(offer.of_rent_charges)
  return (
    <div className={`price ${className ?? ''}`}>
      {priceLines(offer).map((line) => (
        <p key={line.kind} className="price__line">
          <span className="price__kind">
            {t(line.kind === 'sale' ? 'price.sale' : 'price.rent')}
          </span>{' '}
          <span className="price__amount">
            {line.onRequest ? t('price.onRequest') : formatPrice(line.amount, lang)}
            {!line.onRequest && line.kind === 'rent' && (
              <span className="price__per">
                {' '}
                {t(line.per === 'month' ? 'price.perMonth' : 'price.perYear')}
              </span>
            )}
            {!line.onRequest && line.kind === 'rent' && charges && (
              <span className="price__per price__charges"> {t(charges)}</span>
            )}
            {exact && !line.onRequest && exactPrice(line.amount, lang) && (
              <span className="price__exact"> {exactPrice(line.amount, lang)}</span>
            )}
            {!line.onRequest && <ConvertedPrice euros={line.amount} />}
          </span>
        </p>
      ))}
    </div>
  )
}
