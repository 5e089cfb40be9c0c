import { useLanguage, useTexts } from '../i18n/texts'

import { ConvertedPrice } from './converted-price'
import { formatPrice, type PriceFields, priceLines } from '@contract/format-price'

/** The sale price and/or the rent (per month or per year), or 'price on request'. */
export function OfferPrice({ offer, className }: { offer: PriceFields; className?: string }) {
  const { t } = useTexts()
  const lang = useLanguage()
  return (
    <div className={`price ${className ?? ''}`}>
      {priceLines(offer).map((line) => (
        <p key={line.kind} className="price__line">
          <span className="price__kind">{t(line.kind === 'sale' ? 'price.sale' : 'price.rent')}</span>{' '}
          <span className="price__amount">
            {line.onRequest ? t('price.onRequest') : formatPrice(line.amount, lang)}
            {!line.onRequest && line.kind === 'rent' && <span className="price__per"> {t(line.per === 'month' ? 'price.perMonth' : 'price.perYear')}</span>}
            {!line.onRequest && <ConvertedPrice euros={line.amount} />}
          </span>
        </p>
      ))}
    </div>
  )
}
