import type { CollectionBeforeChangeHook } from 'payload'

type Doc = Record<string, unknown> | undefined

const KINDS = ['sell', 'rent'] as const

const isPublic = (d: Doc) => d?._status === 'published' && d?.of_web === true
const price = (d: Doc, kind: 'sell' | 'rent') => {
  const v = d?.[`of_price_${kind}`]
  return d?.[`of_${kind}`] === true && typeof v === 'number' && v > 0 ? v : null
}

/**
 * Stamps `of_listed_at` when an offer comes on the public market (published and on the web) or,
 * already public, is published again with a lower asking price: saved searches with a matching
 * filter are then due an alert. Drafts and unchanged saves leave it alone. A drop also keeps the
 * asking price it came from (`of_previous_price_sell` / `_rent`), so the alert can say "from X to
 * Y"; any other change of that price, or a new arrival on the market, forgets it.
 */
export const markListed: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const after: Doc = { ...originalDoc, ...data }
  if (!isPublic(after)) return data
  const before: Doc = originalDoc
  const arrives = !isPublic(before)
  let cheaper = false
  for (const kind of KINDS) {
    const [was, now] = [price(before, kind), price(after, kind)]
    const dropped = !arrives && was != null && now != null && now < was
    cheaper ||= dropped
    if (dropped) data[`of_previous_price_${kind}`] = was
    else if (arrives || was !== now) data[`of_previous_price_${kind}`] = null
  }
  if (arrives || cheaper) data.of_listed_at = new Date().toISOString()
  return data
}
