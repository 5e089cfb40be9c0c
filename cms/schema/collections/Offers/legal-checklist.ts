import type { Offer } from '../../../payload-types'

type Listing = Pick<
  Offer,
  | 'of_area'
  | 'of_sell'
  | 'of_dpe_status'
  | 'of_dpe_class'
  | 'of_ges_class'
  | 'of_fees_payer'
  | 'of_fees_percent'
>

/**
 * The legal information a listing still lacks before French rules let it be advertised: the
 * choice about the energy diagnosis (made, not subject, in progress) and, once made, both classes;
 * for a sale, who pays the fees and, when the buyer does, their rate. Field names, empty when
 * complete. The publishing rules' "legal information of French listings" refuses to publish on
 * the web an offer for which this answers anything (see publishing-check.ts).
 */
export function missingListingInformation(o: Listing): string[] {
  const missing: string[] = []
  if (o.of_area === 'france') {
    if (!o.of_dpe_status) missing.push('of_dpe_status')
    if (o.of_dpe_status === 'available') {
      if (!o.of_dpe_class) missing.push('of_dpe_class')
      if (!o.of_ges_class) missing.push('of_ges_class')
    }
  }
  if (o.of_sell && o.of_area !== 'international') {
    if (!o.of_fees_payer) missing.push('of_fees_payer')
    else if (o.of_fees_payer === 'buyer' && o.of_fees_percent == null)
      missing.push('of_fees_percent')
  }
  return missing
}
