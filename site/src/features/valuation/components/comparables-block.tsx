import type { ValuationComparables } from '@contract/valuation'
import { formatEuros } from '@contract/format-amount'
import { numberFormat } from '@contract/intl-formats'
import { intlLocale } from '@contract/languages'

import { useLanguage, useTexts } from '../../../i18n/texts'

/**
 * What the agency's published sale offers of the chosen district and type say about prices: how
 * many there are and their median price per m², in the page's language. Polite: it changes as the
 * seller picks the district and the type.
 */
export function ComparablesBlock({ comparables }: { comparables: ValuationComparables | null }) {
  const { t } = useTexts()
  const lang = useLanguage()
  return (
    <section className="contact-card valuation-comparables" aria-labelledby="comparables-title">
      <h2 className="contact-card__title" id="comparables-title">
        {t('valuation.comparablesTitle')}
      </h2>
      <div aria-live="polite">
        {!comparables ? (
          <p className="muted">{t('valuation.comparablesChoose')}</p>
        ) : comparables.count === 0 || comparables.median_price_m2 == null ? (
          <p>{t('valuation.comparablesNone')}</p>
        ) : (
          <dl className="valuation-comparables__figures">
            <dt>{t('valuation.comparablesCount')}</dt>
            <dd data-comparables="count">
              {numberFormat(intlLocale(lang)).format(comparables.count)}
            </dd>
            <dt>{t('valuation.comparablesMedian')}</dt>
            <dd data-comparables="median">{formatEuros(comparables.median_price_m2, lang)}/m²</dd>
          </dl>
        )}
      </div>
      <p className="muted valuation-comparables__note">{t('valuation.comparablesNote')}</p>
    </section>
  )
}
