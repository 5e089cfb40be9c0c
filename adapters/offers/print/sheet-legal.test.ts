import { describe, expect, it } from 'vitest'
import type { Offer } from '@contract/offer'

import { FRENCH_SALE_TERMS, MONACO_RENTAL_TERMS } from '../../../tests/unit/legal-fields'
import { sheetLegalLines } from './sheet-legal'

const plain = (lines: string[]) => lines.map((l) => l.replace(/[\u202f\u00a0]/g, ' '))
const offer = (o: Partial<Offer>) => ({ of_sell: false, of_rent: false, ...o }) as Offer

describe("the sheet's legal mentions", () => {
  it('give the diagnosis, its costs and the F/G warning, with the fees of a French sale', () => {
    const sheet = sheetLegalLines(
      offer({
        of_area: 'france',
        of_sell: true,
        of_sell_sum: 1_040_000,
        of_dpe_status: 'available',
        of_dpe_class: 'F',
        of_dpe_value: 380,
        of_ges_class: 'D',
        of_ges_value: 42,
        of_dpe_date: '2024-03-12',
        of_energy_cost_min: 2_100,
        of_energy_cost_max: 2_900,
        of_energy_cost_year: 2021,
        ...FRENCH_SALE_TERMS,
      }),
      'fr',
    )
    expect(sheet.warning).toBe('Logement à consommation énergétique excessive')
    expect(plain(sheet.lines)).toEqual([
      'Classe énergie (DPE): F (380 kWh/m²/an) · Classe climat (GES): D (42 kg CO₂/m²/an) · Diagnostic réalisé le 12 mars 2024',
      "Montant estimé des dépenses annuelles d'énergie pour un usage standard : entre 2 100 € et 2 900 " +
        "€ par an (prix moyens des énergies indexés sur l'année 2021).",
      "Honoraires à la charge de l'acquéreur : 4 % TTC du prix hors honoraires. Prix honoraires inclus : 1 040 000 € ; prix hors honoraires : 1 000 000 €.",
      'Copropriété — Nombre de lots: 24 · Charges annuelles moyennes: 3 600 € par an · Procédure en cours contre le syndicat des copropriétaires: Non',
    ])
  })

  it("give a Monaco rental's terms and its protected sector", () => {
    const sheet = sheetLegalLines(
      offer({
        of_area: 'monaco',
        of_rent: true,
        of_rent_sum: 5_000,
        ...MONACO_RENTAL_TERMS,
      }),
      'en',
    )
    expect(sheet.warning).toBeNull()
    expect(sheet.lines[0]).toBe(
      'Charges: €400 a month (provision, adjusted yearly) · Security deposit: €10,000 · Furnished · Fees ' +
        'charged to the tenant: €7,200 · Available from 15 January 2027',
    )
    expect(sheet.lines[1]).toMatch(
      /^Protected sector: Home in Monaco's protected sector: it is reserved to people eligible/,
    )
  })

  it('say nothing the offer does not state', () => {
    expect(sheetLegalLines(offer({ of_sell: true, of_sell_sum: 500_000 }), 'it')).toEqual({
      warning: null,
      lines: [],
    })
  })
})
