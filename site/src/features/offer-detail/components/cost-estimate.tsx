import { useId, useState } from 'react'
import { formatDay, formatEuros, formatEurosCents, formatPercent } from '@contract/format-amount'
import { priceLines } from '@contract/format-price'
import { DEFAULT_COST_SETTINGS } from '@contract/cost-defaults'
import type { Language } from '@contract/languages'
import {
  type CostSettings,
  defaultDeposit,
  estimateAcquisition,
  isCostMarket,
  PURCHASE_MODES,
  type PurchaseMode,
  simulateMortgage,
} from '@contract/purchase-cost'
import type { Offer } from '@contract/offer'

import { formatDecimalInput, parseDecimal } from '../../../lib/decimal-number'
import { useLanguage, useTexts } from '../../../i18n/texts'
import { useCosts } from '../api/get-costs'

/** A number typed by the visitor in the page's language; null while it is not one (or is negative). */
const parse = (text: string, lang: Language): number | null => {
  const n = parseDecimal(text, lang)
  return n !== null && n >= 0 ? n : null
}

/** The cost-of-buying estimate of a sale in Monaco or France, when its price is public and the rates are loaded. */
export function CostEstimate({ offer }: { offer: Offer }) {
  const { data } = useCosts()
  const sale = priceLines(offer).find((l) => l.kind === 'sale')
  if (!data || !sale || sale.onRequest || !isCostMarket(offer.of_area)) return null
  return (
    <CostEstimateForm
      offer={offer}
      price={sale.amount}
      market={offer.of_area}
      settings={data.data}
    />
  )
}

type FormProps = {
  offer: Offer
  price: number
  market: 'monaco' | 'france'
  settings: CostSettings
}

/**
 * Rendered on the server with the default choices (so it reads without JavaScript), then
 * recomputed as the visitor changes the way of buying, the deposit, the rate or the duration.
 */
function CostEstimateForm({ offer, price, market, settings }: FormProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const id = useId()
  const modes = PURCHASE_MODES[market]
  const [mode, setMode] = useState<PurchaseMode>(modes[0])
  const cost = estimateAcquisition({
    price,
    market,
    mode,
    feesPayer: offer.of_fees_payer,
    feesPercent: offer.of_fees_percent,
    settings,
  })
  const [deposit, setDeposit] = useState(() =>
    formatDecimalInput(defaultDeposit(price, settings), lang),
  )
  const [rate, setRate] = useState(() => formatDecimalInput(settings.mortgage.rate, lang))
  const [years, setYears] = useState(() => formatDecimalInput(settings.mortgage.years, lang))
  const [d, r, y] = [parse(deposit, lang), parse(rate, lang), parse(years, lang)]
  const loan =
    d != null && r != null && y != null && y > 0 ? simulateMortgage(cost.total - d, r, y) : null
  const euros = (n: number) => formatEuros(n, lang)

  // Text, not type=number: a number input drops or misreads the page's decimal comma ("4,5" read as 45).
  const field = (name: string, label: string, value: string, set: (v: string) => void) => (
    <div className="cost-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  )

  return (
    <section className="legal-block cost-estimate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('cost.title')}
      </h2>
      <fieldset className="cost-modes">
        <legend>{t(`cost.modeLegend.${market}`)}</legend>
        {modes.map((m) => (
          <label key={m} className="cost-mode">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />{' '}
            {t(`cost.mode.${m}`)}
          </label>
        ))}
      </fieldset>
      <dl className="cost-lines" aria-live="polite">
        <div>
          <dt>{t('cost.price')}</dt>
          <dd>{euros(cost.price)}</dd>
        </div>
        {cost.agencyFees > 0 && (
          <div>
            <dt>{t('cost.agencyFees')}</dt>
            <dd>
              {cost.feesIncluded
                ? t('cost.feesIncluded', { amount: euros(cost.agencyFees) })
                : euros(cost.agencyFees)}
            </dd>
          </div>
        )}
        <div>
          <dt>
            {t(market === 'monaco' ? 'cost.dutiesMonaco' : 'cost.dutiesFrance', {
              rate: formatPercent(cost.dutiesRate, lang),
            })}
          </dt>
          <dd data-testid="cost-duties">{euros(cost.duties)}</dd>
        </div>
        <div className="cost-lines__total">
          <dt>{t('cost.total')}</dt>
          <dd data-testid="cost-total">{euros(cost.total)}</dd>
        </div>
      </dl>
      <h3 className="legal-subtitle">{t('cost.mortgageTitle')}</h3>
      <div className="cost-fields">
        {field('deposit', t('cost.deposit'), deposit, setDeposit)}
        {field('rate', t('cost.rate'), rate, setRate)}
        {field('years', t('cost.years'), years, setYears)}
      </div>
      <dl className="cost-lines" aria-live="polite">
        {loan ? (
          <>
            <div>
              <dt>{t('cost.loan')}</dt>
              <dd>{euros(loan.loan)}</dd>
            </div>
            <div>
              <dt>{t('cost.monthly')}</dt>
              <dd data-testid="cost-monthly">{formatEurosCents(loan.monthly, lang)}</dd>
            </div>
            <div>
              <dt>{t('cost.interest')}</dt>
              <dd>{euros(loan.totalInterest)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t('cost.monthly')}</dt>
            <dd>{t('cost.invalid')}</dd>
          </div>
        )}
      </dl>
      <CostNote settings={settings} lang={lang} />
    </section>
  )
}

/**
 * The note under the estimate. The default rates' source is written in the page's language; a
 * source staff wrote themselves is shown as written, marked as French for screen readers.
 */
function CostNote({ settings, lang }: { settings: CostSettings; lang: Language }) {
  const { t } = useTexts()
  const date = formatDay(settings.date, lang)
  if (settings.source === DEFAULT_COST_SETTINGS.source)
    return (
      <p className="muted cost-note">{t('cost.note', { date, source: t('cost.defaultSource') })}</p>
    )
  const [before, after = ''] = t('cost.note', { date, source: '\u0000' }).split('\u0000')
  return (
    <p className="muted cost-note">
      {before}
      <span lang="fr">{settings.source}</span>
      {after}
    </p>
  )
}
