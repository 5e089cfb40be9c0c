import type { CollectionBeforeChangeHook } from 'payload'

type Doc = Record<string, unknown> | undefined

const isPublic = (d: Doc) => d?._status === 'published' && d?.of_web === true
const price = (d: Doc, kind: 'sell' | 'rent') => {
  const v = d?.[`of_price_${kind}`]
  return d?.[`of_${kind}`] === true && typeof v === 'number' && v > 0 ? v : null
}

/**
 * Stamps `of_listed_at` when an offer comes on the public market (published and on the web) or,
 * already public, is published again with a lower asking price: saved searches with a matching
 * filter are then due an alert. Drafts and unchanged saves leave it alone.
 */
export const markListed: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const after: Doc = { ...originalDoc, ...data }
  if (!isPublic(after)) return data
  const before: Doc = originalDoc
  const cheaper = (['sell', 'rent'] as const).some((k) => {
    const [was, now] = [price(before, k), price(after, k)]
    return was != null && now != null && now < was
  })
  if (!isPublic(before) || cheaper) data.of_listed_at = new Date().toISOString()
  return data
}
