import { ENERGY_CLASSES, type EnergyClass } from '@contract/energy'
import { ENERGY_SCALES } from '@contract/energy-scales'

import type { OfferPlan } from './offer-plan'
import { between, chance, intBetween, rng, type Rng } from './random'

// Roughly the spread of the region's housing stock: few A and B, most in C to E.
const CLASS_WEIGHTS: Record<EnergyClass, number> = { A: 2, B: 6, C: 22, D: 32, E: 22, F: 10, G: 6 }
const RESIDENTIAL = ['apartment', 'studio', 'villa', 'penthouse', 'duplex']
const IN_CO_OWNERSHIP = [
  'apartment',
  'studio',
  'penthouse',
  'duplex',
  'office',
  'parking',
  'cellar',
  'shop',
]

const weightedClass = (r: Rng): EnergyClass => {
  let x = r() * 100
  for (const c of ENERGY_CLASSES) if ((x -= CLASS_WEIGHTS[c]) < 0) return c
  return 'G'
}
/** A value inside the class's band of the scale (the last band given a plausible top). */
const valueIn = (r: Rng, kind: 'dpe' | 'ges', c: EnergyClass, top: number) => {
  const bands = ENERGY_SCALES[kind]
  const i = ENERGY_CLASSES.indexOf(c)
  const low = i === 0 ? Math.round((bands[0].upTo ?? top) / 2) : bands[i - 1].upTo! + 1
  return intBetween(r, low, bands[i].upTo ?? top)
}
const round = (v: number, step: number) => Math.round(v / step) * step
const dayAfter = (start: string, days: number) =>
  new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The legal information of demo offer `plan`, from its own random sequence so that the offers
 * themselves stay what they were: French diagnoses and co-ownerships, fees, rental terms, and
 * Monaco's sectors for its rentals.
 */
export function planLegal(plan: OfferPlan) {
  const r = rng(`legal-${plan.index}`)
  const area = plan.place.area
  const residential = RESIDENTIAL.includes(plan.type)
  const out: Record<string, unknown> = {}

  if (area === 'france') {
    out.of_dpe_status = !residential ? 'not_subject' : chance(r, 0.06) ? 'in_progress' : 'available'
    if (out.of_dpe_status === 'available') {
      const dpe = weightedClass(r)
      // Electric heating keeps emissions low: the climate class is the energy class or better.
      const ges = ENERGY_CLASSES[Math.max(0, ENERGY_CLASSES.indexOf(dpe) - intBetween(r, 0, 2))]
      const value = valueIn(r, 'dpe', dpe, 560)
      const cost = value * plan.livable * between(r, 0.06, 0.08)
      Object.assign(out, {
        of_dpe_class: dpe,
        of_dpe_value: value,
        of_ges_class: ges,
        of_ges_value: valueIn(r, 'ges', ges, 140),
        of_dpe_date: dayAfter('2021-07-01', intBetween(r, 0, 1_900)),
        of_energy_cost_min: round(cost * 0.85, 10),
        of_energy_cost_max: round(cost * 1.15, 10),
        of_energy_cost_year: chance(r, 0.6) ? 2021 : 2023,
      })
    }
  }

  if (plan.sell) {
    const buyer = area === 'monaco' ? chance(r, 0.85) : area === 'france' ? chance(r, 0.65) : false
    out.of_fees_payer = buyer ? 'buyer' : 'seller'
    // Monaco's customary fee is 3 % + VAT; French agencies set their own scale.
    if (buyer) out.of_fees_percent = area === 'monaco' ? 3.6 : round(between(r, 3, 6), 0.5)
    if (area === 'france' && IN_CO_OWNERSHIP.includes(plan.type)) {
      Object.assign(out, {
        of_copro_lots: intBetween(r, 6, 240),
        of_copro_charges: round(Math.max(plan.livable, 10) * between(r, 25, 60), 10),
        of_copro_procedure: chance(r, 0.04),
      })
    }
  }

  if (plan.rent && area !== 'international') {
    const furnished = chance(r, area === 'monaco' ? 0.5 : 0.4)
    const perM2 = area === 'monaco' ? between(r, 4, 8) : between(r, 2, 4)
    Object.assign(out, {
      of_rent_charges: round(Math.max(plan.livable, 10) * perM2, 5),
      of_rent_charges_mode: furnished && chance(r, 0.5) ? 'flat_rate' : 'provision',
      // French law caps the deposit at one month's rent (two furnished); Monaco's custom is two or three months.
      of_deposit: plan.priceRent * (area === 'monaco' ? intBetween(r, 2, 3) : furnished ? 2 : 1),
      of_furnished: furnished,
      // Monaco: 10 % of a year's rent + VAT; France: the legal caps per m² (areas under rental pressure).
      of_tenant_fees:
        area === 'monaco' ? round(plan.priceRent * 12 * 0.12, 10) : round(plan.livable * 10, 1),
      of_tenant_inventory_fees: area === 'france' ? round(plan.livable * 3, 1) : null,
      of_available_from: dayAfter('2026-12-01', intBetween(r, 0, 120)),
    })
    if (area === 'monaco') out.of_monaco_sector = chance(r, 0.15) ? 'protected' : 'free'
  }
  return out
}
