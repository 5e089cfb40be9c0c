import { describe, expect, it } from 'vitest'

import { missingListingInformation } from './legal-checklist'

describe('missingListingInformation', () => {
  it('asks a French offer for the diagnosis choice, and both classes once it is made', () => {
    expect(missingListingInformation({ of_area: 'france' })).toEqual(['of_dpe_status'])
    expect(
      missingListingInformation({
        of_area: 'france',
        of_dpe_status: 'available',
        of_dpe_class: 'C',
      }),
    ).toEqual(['of_ges_class'])
    expect(missingListingInformation({ of_area: 'france', of_dpe_status: 'not_subject' })).toEqual(
      [],
    )
  })

  it('asks a sale who pays the fees, and their rate when the buyer does', () => {
    expect(missingListingInformation({ of_area: 'monaco', of_sell: true })).toEqual([
      'of_fees_payer',
    ])
    expect(
      missingListingInformation({
        of_area: 'france',
        of_sell: true,
        of_dpe_status: 'in_progress',
        of_fees_payer: 'buyer',
      }),
    ).toEqual(['of_fees_percent'])
    expect(missingListingInformation({ of_area: 'international', of_sell: true })).toEqual([])
  })
})
