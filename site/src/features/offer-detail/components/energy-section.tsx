import { isExcessiveEnergyClass } from '@contract/energy'
import { formatDay, formatEuros } from '@contract/format-amount'
import type { Offer } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { EnergyScale } from './energy-scale'

/** The French energy diagnosis: the two scales, its date, the yearly energy costs, the F/G warning; or why there is none. */
export function EnergySection({ offer }: { offer: Offer }) {
  const { t } = useTexts()
  const lang = useLanguage()
  const status = offer.of_dpe_status
  if (!status) return null
  const {
    of_dpe_class: dpe,
    of_ges_class: ges,
    of_energy_cost_min: min,
    of_energy_cost_max: max,
    of_energy_cost_year: year,
  } = offer
  return (
    <section className="legal-block" aria-labelledby="energy-title">
      <h2 id="energy-title" className="section-title">
        {t('legal.energyTitle')}
      </h2>
      {status === 'not_subject' && <p>{t('legal.notSubject')}</p>}
      {status === 'in_progress' && <p>{t('legal.inProgress')}</p>}
      {status === 'available' && (
        <>
          {isExcessiveEnergyClass(dpe) && (
            <p className="legal-warning" role="note">
              {t('legal.excessive')}
            </p>
          )}
          <div className="energy-scales">
            {dpe && (
              <figure>
                <EnergyScale kind="dpe" letter={dpe} value={offer.of_dpe_value} />
                <figcaption>
                  {t('legal.dpe')}: <strong>{dpe}</strong>
                  {offer.of_dpe_value != null && ` · ${offer.of_dpe_value} ${t('legal.dpeUnit')}`}
                </figcaption>
              </figure>
            )}
            {ges && (
              <figure>
                <EnergyScale kind="ges" letter={ges} value={offer.of_ges_value} />
                <figcaption>
                  {t('legal.ges')}: <strong>{ges}</strong>
                  {offer.of_ges_value != null && ` · ${offer.of_ges_value} ${t('legal.gesUnit')}`}
                </figcaption>
              </figure>
            )}
          </div>
          {min != null && max != null && (
            <p>
              {t('legal.energyCost', {
                min: formatEuros(min, lang),
                max: formatEuros(max, lang),
                year: year ?? '',
              })}
            </p>
          )}
          {offer.of_dpe_date && (
            <p className="muted">
              {t('legal.dpeDate', { date: formatDay(offer.of_dpe_date, lang) })}
            </p>
          )}
        </>
      )}
    </section>
  )
}
