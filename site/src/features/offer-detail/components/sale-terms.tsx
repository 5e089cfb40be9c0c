import { formatEuros } from '@contract/format-amount'
import type { Offer } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { feesSentence } from '../lib/fees-sentence'

/** The agency's fees on a sale and, in France, the co-ownership the property belongs to. */
export function SaleTerms({ offer }: { offer: Offer }) {
  const { t } = useTexts()
  const lang = useLanguage()
  const fees = feesSentence(offer, t, lang)
  const copro =
    offer.of_copro_lots != null ||
    offer.of_copro_charges != null ||
    offer.of_copro_procedure != null
  if (!fees && !copro) return null
  return (
    <section className="legal-block" aria-labelledby="sale-terms-title">
      <h2 id="sale-terms-title" className="section-title">
        {t('legal.saleTitle')}
      </h2>
      {fees && <p className="legal-fees">{fees}</p>}
      {copro && (
        <>
          <h3 className="legal-subtitle">{t('legal.coproTitle')}</h3>
          <dl className="legal-facts">
            {offer.of_copro_lots != null && (
              <div>
                <dt>{t('legal.coproLots')}</dt>
                <dd>{offer.of_copro_lots}</dd>
              </div>
            )}
            {offer.of_copro_charges != null && (
              <div>
                <dt>{t('legal.coproCharges')}</dt>
                <dd>{t('legal.perYear', { amount: formatEuros(offer.of_copro_charges, lang) })}</dd>
              </div>
            )}
            {offer.of_copro_procedure != null && (
              <div>
                <dt>{t('legal.coproProcedure')}</dt>
                <dd>{t(offer.of_copro_procedure ? 'legal.yes' : 'legal.no')}</dd>
              </div>
            )}
          </dl>
        </>
      )}
    </section>
  )
}
