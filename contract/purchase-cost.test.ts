import { describe, expect, it } from 'vitest'

import {
  defaultDeposit,
  dutiesRate,
  estimateAcquisition,
  simulateMortgage,
  type CostSettings,
} from './purchase-cost'

const settings: CostSettings = {
  date: '2026-11-23',
  source: 'test',
  monaco: { personal: 4.75, company: 10, notary: 1.5 },
  france: { existing: 7.5, new: 2.5 },
  mortgage: { rate: 3, years: 20, deposit_percent: 20 },
}

describe('estimateAcquisition', () => {
  it('Monaco, in a personal name: the buyer’s 3.6 % fee on top of the price, then 4.75 % + 1.5 % of the price', () => {
    // 2,000,000 × 3.6 % = 72,000; 2,000,000 × 6.25 % = 125,000; 2,000,000 + 72,000 + 125,000 = 2,197,000
    expect(
      estimateAcquisition({
        price: 2_000_000,
        market: 'monaco',
        mode: 'personal',
        feesPayer: 'buyer',
        feesPercent: 3.6,
        settings,
      }),
    ).toEqual({
      price: 2_000_000,
      agencyFees: 72_000,
      feesIncluded: false,
      duties: 125_000,
      dutiesRate: 6.25,
      total: 2_197_000,
    })
  })

  it('Monaco, through a company: 10 % + 1.5 %', () => {
    // 2,000,000 × 11.5 % = 230,000; 2,000,000 + 72,000 + 230,000 = 2,302,000
    const cost = estimateAcquisition({
      price: 2_000_000,
      market: 'monaco',
      mode: 'company',
      feesPayer: 'buyer',
      feesPercent: 3.6,
      settings,
    })
    expect([cost.duties, cost.total]).toEqual([230_000, 2_302_000])
  })

  it('France, existing property, fees paid by the buyer: already in the price, notary fees on the price excluding them', () => {
    // 1,040,000 includes 4 % of 1,000,000; 1,000,000 × 7.5 % = 75,000; 1,040,000 + 75,000 = 1,115,000
    expect(
      estimateAcquisition({
        price: 1_040_000,
        market: 'france',
        mode: 'existing',
        feesPayer: 'buyer',
        feesPercent: 4,
        settings,
      }),
    ).toEqual({
      price: 1_040_000,
      agencyFees: 40_000,
      feesIncluded: true,
      duties: 75_000,
      dutiesRate: 7.5,
      total: 1_115_000,
    })
  })

  it('France, new property, fees paid by the seller: 2.5 % of the price and nothing else', () => {
    // 600,000 × 2.5 % = 15,000
    expect(
      estimateAcquisition({
        price: 600_000,
        market: 'france',
        mode: 'new',
        feesPayer: 'seller',
        feesPercent: 5,
        settings,
      }),
    ).toEqual({
      price: 600_000,
      agencyFees: 0,
      feesIncluded: false,
      duties: 15_000,
      dutiesRate: 2.5,
      total: 615_000,
    })
  })

  it('counts no agency fee when who pays is unknown', () => {
    expect(
      estimateAcquisition({
        price: 500_000,
        market: 'monaco',
        mode: 'personal',
        feesPayer: null,
        feesPercent: null,
        settings,
      }).agencyFees,
    ).toBe(0)
  })

  it('reads the rate of each market and mode from the settings', () => {
    expect([
      dutiesRate('monaco', 'personal', settings),
      dutiesRate('monaco', 'company', settings),
      dutiesRate('france', 'existing', settings),
      dutiesRate('france', 'new', settings),
    ]).toEqual([6.25, 11.5, 7.5, 2.5])
  })
})

describe('simulateMortgage', () => {
  it('100,000 € at 3 % over 20 years: 554.60 € a month, 33,103 € of interest', () => {
    // r = 0.0025, n = 240, (1.0025)^240 = 1.820755; 250 / (1 − 1 / 1.820755) = 554.5976
    expect(simulateMortgage(100_000, 3, 20)).toEqual({
      loan: 100_000,
      monthly: 554.6,
      totalInterest: 33_103,
    })
  })

  it('1,000,000 € at 4 % over 25 years: 5,278.37 € a month', () => {
    // r = 0.04 / 12, n = 300, (1 + r)^300 = 2.713765; 3,333.33 / (1 − 1 / 2.713765) = 5,278.368; 5,278.368 × 300 − 1,000,000 = 583,510.5 → 583,511
    const m = simulateMortgage(1_000_000, 4, 25)
    expect(m.monthly).toBe(5_278.37)
    expect(m.totalInterest).toBe(583_511)
  })

  it('without interest, the loan shared over the months; nothing to borrow, nothing to pay', () => {
    expect(simulateMortgage(120_000, 0, 10)).toEqual({
      loan: 120_000,
      monthly: 1_000,
      totalInterest: 0,
    })
    expect(simulateMortgage(-5, 3, 20)).toEqual({ loan: 0, monthly: 0, totalInterest: 0 })
  })

  it('starts from the settings’ share of the price, to the thousand', () => {
    expect(defaultDeposit(2_197_000, settings)).toBe(439_000)
  })
})
