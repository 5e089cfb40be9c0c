import { useId, useState } from 'react'
import { useLanguage, useTexts } from '../../../i18n/texts'

import { formatDay, formatEuros, formatEurosCents, formatPercent } from '@contract/format-amount'
import { priceLines } from '@contract/format-price'
import { type CostSettings, defaultDeposit, estimateAcquisition, isCostMarket, PURCHASE_MODES, type PurchaseMode, simulateMortgage } from '@contract/purchase-cost'

import type { Offer } from '../../../lib/offer-types'
import { useCosts } from '../api/get-costs'

/** A number typed by the visitor (a comma is a decimal mark); null while it is not one. */
const parse = (text: string): number | null => {
  const n = Number(text.replace(',', '.').trim())
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : null
}

/** The cost-of-buying estimate of a sale in Monaco or France, when its price is public and the rates are loaded. */
export function CostEstimate({ offer }: { offer: Offer }) {
  const { data } = useCosts()
  const sale = priceLines(offer).find((l) => l.kind === 'sale')
  if (!data || !sale || sale.onRequest || !isCostMarket(offer.of_area)) return null
  return <CostEstimateForm offer={offer} price={sale.amount} market={offer.of_area} settings={data.data} />
}

type FormProps = { offer: Offer; price: number; market: 'monaco' | 'france'; settings: CostSettings }

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
  const cost = estimateAcquisition({ price, market, mode, feesPayer: offer.of_fees_payer, feesPercent: offer.of_fees_percent, settings })
  const [deposit, setDeposit] = useState(String(defaultDeposit(price, settings)))
  const [rate, setRate] = useState(String(settings.mortgage.rate))
  const [years, setYears] = useState(String(settings.mortgage.years))
  const [d, r, y] = [parse(deposit), parse(rate), parse(years)]
  const loan = d != null && r != null && y != null && y > 0 ? simulateMortgage(cost.total - d, r, y) : null
  const euros = (n: number) => formatEuros(n, lang)

  const field = (name: string, label: string, value: string, set: (v: string) => void, step: string) => (
    <div className="cost-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} name={name} type="number" inputMode="decimal" min="0" step={step} value={value} onChange={(e) => set(e.target.value)} />
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
            <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} /> {t(`cost.mode.${m}`)}
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
            <dd>{cost.feesIncluded ? t('cost.feesIncluded', { amount: euros(cost.agencyFees) }) : euros(cost.agencyFees)}</dd>
          </div>
        )}
        <div>
          <dt>{t(market === 'monaco' ? 'cost.dutiesMonaco' : 'cost.dutiesFrance', { rate: formatPercent(cost.dutiesRate, lang) })}</dt>
          <dd data-testid="cost-duties">{euros(cost.duties)}</dd>
        </div>
        <div className="cost-lines__total">
          <dt>{t('cost.total')}</dt>
          <dd data-testid="cost-total">{euros(cost.total)}</dd>
        </div>
      </dl>
      <h3 className="legal-subtitle">{t('cost.mortgageTitle')}</h3>
      <div className="cost-fields">
        {field('deposit', t('cost.deposit'), deposit, setDeposit, '1000')}
        {field('rate', t('cost.rate'), rate, setRate, '0.05')}
        {field('years', t('cost.years'), years, setYears, '1')}
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
      <p className="muted cost-note">{t('cost.note', { date: formatDay(settings.date, lang), source: settings.source })}</p>
    </section>
  )
}
