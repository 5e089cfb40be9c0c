import { useState } from 'react'
import type { ValuationComparables } from '@contract/valuation'

import { useTexts } from '../../../i18n/texts'
import { useFormValues } from '../../../components/ui/use-form-values'
import { useComparables } from '../api/valuation'
import { emptyValuation, type ValuationValues } from '../lib/valuation-form'
import { ComparablesBlock } from './comparables-block'
import { ValuationForm } from './valuation-form'

/**
 * "Estimate my property": the seller describes the property and is called back; beside the form,
 * the agency's comparable offers for sale follow the chosen district and type. Once sent, the
 * page says the request arrived, with the comparables of the answer.
 */
export function ValuationPage() {
  const { t } = useTexts()
  const { values, setValues } = useFormValues<ValuationValues>(emptyValuation)
  const [sent, setSent] = useState<ValuationComparables | null>(null)
  const live = useComparables(values.district, values.type)
  const comparables = sent ?? (values.district && values.type ? (live.data ?? null) : null)

  return (
    <main id="main" className="page container">
      <h1 className="page-title">{t('valuation.title')}</h1>
      <div className="contact-layout">
        <section aria-label={t('valuation.formTitle')}>
          {sent ? (
            <div className="notice" role="status">
              <h2 className="valuation-form__heading">{t('valuation.sentTitle')}</h2>
              <p>{t('valuation.sent')}</p>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setValues(emptyValuation)
                  setSent(null)
                }}
              >
                {t('valuation.another')}
              </button>
            </div>
          ) : (
            <>
              <p className="lead">{t('valuation.lead')}</p>
              <ValuationForm
                values={values}
                onValues={setValues}
                onSent={(found) => setSent(found)}
              />
            </>
          )}
        </section>
        <ComparablesBlock comparables={comparables} />
      </div>
    </main>
  )
}
