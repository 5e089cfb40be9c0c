import { describe, expect, it } from 'vitest'

import { planLegal } from './legal-plan'
import { planOffer } from './offer-plan'

describe('demo legal information', () => {
  const plans = Array.from({ length: 2000 }, (_, i) => planOffer(i))
  const legal = plans.map(planLegal)

  it('spreads energy classes as the housing stock does: few A, most C to E', () => {
    const classes = legal
      .map((l) => l.of_dpe_class)
      .filter((c): c is string => typeof c === 'string')
    const share = (letters: string) =>
      classes.filter((c) => letters.includes(c)).length / classes.length
    expect(classes.length).toBeGreaterThan(300)
    expect(share('A')).toBeLessThan(0.05)
    expect(share('CDE')).toBeGreaterThan(0.65)
    expect(share('FG')).toBeGreaterThan(0.05)
  })

  it('gives diagnoses and co-ownerships to France only, sectors to Monaco rentals only', () => {
    plans.forEach((p, i) => {
      if (p.place.area !== 'france')
        expect([legal[i].of_dpe_status, legal[i].of_copro_lots]).toEqual([undefined, undefined])
      expect(legal[i].of_monaco_sector !== undefined).toBe(p.place.area === 'monaco' && p.rent)
    })
  })

  it('is the same on every run', () => {
    expect(planLegal(planOffer(7))).toEqual(planLegal(planOffer(7)))
  })
})
