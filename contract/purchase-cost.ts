import type { Area } from './limits'
import { feesIncludedInPrice, priceExcludingFees, type FeesPayer } from './listing-legal'

/**
 * The rates staff keep up to date (percentages), with the date they were checked and a note of
 * their source, as GET /web/1.0/costs returns them.
 */
export type CostSettings = {
  date: string
  source: string
  monaco: { personal: number; company: number; notary: number }
  france: { existing: number; new: number }
  mortgage: { rate: number; years: number; deposit_percent: number }
}

/** How the buyer acquires: in Monaco in a personal name or through a company; in France an existing or a new property. */
export type PurchaseMode = 'personal' | 'company' | 'existing' | 'new'
export type CostMarket = Extract<Area, 'monaco' | 'france'>
export const PURCHASE_MODES: Record<CostMarket, readonly [PurchaseMode, PurchaseMode]> = {
  monaco: ['personal', 'company'],
  france: ['existing', 'new'],
}

export const isCostMarket = (area: Area | null | undefined): area is CostMarket =>
  area === 'monaco' || area === 'france'

export type AcquisitionInput = {
  /** The price shown (including the fees when French rules require it). */
  price: number
  market: CostMarket
  mode: PurchaseMode
  feesPayer: FeesPayer | null
  feesPercent: number | null
  settings: CostSettings
}

export type AcquisitionCost = {
  price: number
  /** The buyer's agency fees; `feesIncluded` when they are part of the price already. */
  agencyFees: number
  feesIncluded: boolean
  /** Registration duties and notary fees ("frais de notaire" in France). */
  duties: number
  dutiesRate: number
  total: number
}

const euros = (n: number) => Math.round(n)

/** The rate of duties and notary fees for a market and a way of buying, in percent. */
export function dutiesRate(market: CostMarket, mode: PurchaseMode, s: CostSettings): number {
  if (market === 'monaco')
    return (mode === 'company' ? s.monaco.company : s.monaco.personal) + s.monaco.notary
  return mode === 'new' ? s.france.new : s.france.existing
}

/**
 * The estimated cost of buying: the price, the buyer's agency fees when they are not in the price
 * yet, and the duties; French notary fees are due on the price excluding the agency's fees.
 */
export function estimateAcquisition({
  price,
  market,
  mode,
  feesPayer,
  feesPercent,
  settings,
}: AcquisitionInput): AcquisitionCost {
  const buyerPays = feesPayer === 'buyer' && feesPercent != null && feesPercent > 0
  const included = buyerPays && feesIncludedInPrice(market)
  const base = included ? priceExcludingFees(price, feesPercent!) : price
  const agencyFees = !buyerPays ? 0 : included ? price - base : euros((price * feesPercent!) / 100)
  const rate = dutiesRate(market, mode, settings)
  const duties = euros((base * rate) / 100)
  return {
    price,
    agencyFees,
    feesIncluded: included,
    duties,
    dutiesRate: rate,
    total: price + (included ? 0 : agencyFees) + duties,
  }
}

export type Mortgage = { loan: number; monthly: number; totalInterest: number }

/**
 * A fixed-rate loan repaid monthly: payment = L·r / (1 − (1 + r)^−n) with r the yearly rate / 12
 * and n the number of months. Payment to the cent, interest to the euro.
 */
export function simulateMortgage(loan: number, yearlyRatePercent: number, years: number): Mortgage {
  const amount = Math.max(0, loan)
  const months = Math.round(years * 12)
  if (amount === 0 || months <= 0) return { loan: amount, monthly: 0, totalInterest: 0 }
  const r = yearlyRatePercent / 100 / 12
  const exact = r === 0 ? amount / months : (amount * r) / (1 - (1 + r) ** -months)
  return {
    loan: amount,
    monthly: Math.round(exact * 100) / 100,
    totalInterest: euros(exact * months - amount),
  }
}

/** The deposit the simulation starts from: the settings' share of the price, to the thousand euros. */
export const defaultDeposit = (price: number, s: CostSettings): number =>
  Math.round((price * s.mortgage.deposit_percent) / 100 / 1000) * 1000
