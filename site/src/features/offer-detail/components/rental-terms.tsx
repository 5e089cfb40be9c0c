import type { ReactNode } from 'react'
import { formatDay, formatEuros } from '@contract/format-amount'
import { priceLines } from '@contract/format-price'
import type { Offer } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
)

/** The terms of a rental: charges and how they are settled, deposit, furnishing, tenant's fees, availability; Monaco's sector. */
export function RentalTerms({ offer }: { offer: Offer }) {
  const { t } = useTexts()
  const lang = useLanguage()
  if (!offer.of_rent) return null
  const euros = (n: number) => formatEuros(n, lang)
  const monthly = priceLines(offer).find(
    (l) => l.kind === 'rent' && !l.onRequest && l.per === 'month',
  )
  const charges = offer.of_rent_charges
  const sector = offer.of_monaco_sector
  const facts = [
    charges,
    offer.of_deposit,
    offer.of_furnished,
    offer.of_tenant_fees,
    offer.of_available_from,
    sector,
  ].some((v) => v != null)
  if (!facts) return null
  return (
    <section className="legal-block" aria-labelledby="rental-terms-title">
      <h2 id="rental-terms-title" className="section-title">
        {t('legal.rentalTitle')}
      </h2>
      {sector && (
        <div className={`sector-note${sector === 'protected' ? ' sector-note--protected' : ''}`}>
          <p>
            <strong>
              {t(sector === 'protected' ? 'legal.sectorProtected' : 'legal.sectorFree')}
            </strong>
          </p>
          <p>{t(sector === 'protected' ? 'legal.sectorProtectedNote' : 'legal.sectorFreeNote')}</p>
        </div>
      )}
      <dl className="legal-facts">
        {monthly && monthly.kind === 'rent' && !monthly.onRequest && charges != null && (
          <Fact label={t('legal.rentWithCharges')}>
            {t('legal.perMonth', { amount: euros(monthly.amount + charges) })}
          </Fact>
        )}
        {charges != null && (
          <Fact label={t('legal.rentCharges')}>
            {t('legal.perMonth', { amount: euros(charges) })}
            {offer.of_rent_charges_mode &&
              ` (${t(offer.of_rent_charges_mode === 'provision' ? 'legal.modeProvision' : 'legal.modeFlatRate')})`}
          </Fact>
        )}
        {offer.of_deposit != null && (
          <Fact label={t('legal.deposit')}>{euros(offer.of_deposit)}</Fact>
        )}
        {offer.of_furnished != null && (
          <Fact label={t('legal.furnishing')}>
            {t(offer.of_furnished ? 'legal.furnished' : 'legal.unfurnished')}
          </Fact>
        )}
        {offer.of_tenant_fees != null && (
          <Fact label={t('legal.tenantFees')}>
            {euros(offer.of_tenant_fees)}
            {offer.of_tenant_inventory_fees != null &&
              `, ${t('legal.inventoryFees', { amount: euros(offer.of_tenant_inventory_fees) })}`}
          </Fact>
        )}
        {offer.of_available_from && (
          <Fact label={t('legal.availableFrom')}>{formatDay(offer.of_available_from, lang)}</Fact>
        )}
      </dl>
    </section>
  )
}
