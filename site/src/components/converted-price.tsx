import { dateTimeFormat, numberFormat } from '@contract/intl-formats'
import { intlLocale } from '@contract/languages'

import { useLanguage, useTexts } from '../i18n/texts'
import { useRates } from '../api/get-rates'
import { useDisplayPrefs } from '../lib/display-prefs'

/**
 * An amount in euros, also in the currency the visitor picked: marked approximate, with the date
 * of the rates it was converted at. Nothing when the visitor reads euros.
 */
export function ConvertedPrice({ euros }: { euros: number }) {
  const { t } = useTexts()
  const lang = useLanguage()
  const { currency } = useDisplayPrefs()
  const foreign = currency !== 'EUR'
  const { data: rates } = useRates(foreign)
  if (!foreign || !rates) return null
  const amount = euros * rates.rates[currency]
  const text = numberFormat(intlLocale(lang), {
    style: 'currency',
    currency,
    notation: amount >= 100_000 ? 'compact' : 'standard',
    maximumFractionDigits: amount >= 100_000 ? 2 : 0,
  }).format(amount)
  const date = dateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${rates.date}T00:00:00Z`),
  )
  return (
    <span className="price__converted" title={t('currency.approximate', { date })}>
      {' '}
      ≈ {text}
      <span className="visually-hidden"> ({t('currency.approximate', { date })})</span>
    </span>
  )
}
