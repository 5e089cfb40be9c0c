import type { ValuationFields } from '@contract/valuation'

import { FEATURE_LABELS } from '../../schema/fields/valuation-features'
import { t } from '../messages'
import { agencyLeadMail } from './agency-lead-mail'

/**
 * The agency's mail for a seller's valuation request: every field, in French (staff read French),
 * the record's admin link, and `Reply-To` the seller.
 */
export function valuationRequestMail(
  form: ValuationFields,
  typeLabel: string,
  to: string,
  link: string,
) {
  const person = `${form.firstname} ${form.name}`.trim()
  return agencyLeadMail(
    {
      subject: t('fr', 'agency.lead.valuationSubject', {
        firstname: form.firstname,
        name: form.name,
      }),
      rows: [
        [t('fr', 'agency.lead.client'), person],
        [t('fr', 'agency.lead.email'), form.email],
        [t('fr', 'agency.lead.phone'), form.tel],
        [t('fr', 'agency.lead.district'), form.district],
        [t('fr', 'agency.lead.address'), form.address],
        [t('fr', 'agency.lead.type'), typeLabel],
        [t('fr', 'agency.lead.surface'), `${form.surface} m²`],
        [t('fr', 'agency.lead.rooms'), form.rooms == null ? '' : String(form.rooms)],
        [
          t('fr', 'agency.lead.features'),
          form.features.map((f) => FEATURE_LABELS[f].fr).join(', '),
        ],
      ],
      comment: form.message,
      link,
      replyTo: { name: person, address: form.email },
    },
    to,
  )
}
