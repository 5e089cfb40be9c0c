import type { Payload, Where } from 'payload'
import type { Language } from '@contract/languages'

import type { Offer } from '@cms/payload-types'
import { OFFER_SELECT } from '@cms/domain/offers/offer-select'

/** The most similar offers a detail page shows. */
export const SIMILAR_MAX = 6
/** Candidates read per pool, newest first: far more than are ever shown, bounded on large catalogues. */
const POOL = 300

const SCORE_SELECT = {
  of_area: true,
  of_district: true,
  of_type: true,
  of_nbpieces: true,
  of_sell: true,
  of_rent: true,
  of_price_sell: true,
  of_price_rent: true,
  of_sell_uponrequest: true,
  of_rent_uponrequest: true,
  createdAt: true,
} as const

type Scored = Pick<
  Offer,
  | 'id'
  | 'of_area'
  | 'of_district'
  | 'of_type'
  | 'of_nbpieces'
  | 'of_sell'
  | 'of_rent'
  | 'of_price_sell'
  | 'of_price_rent'
  | 'createdAt'
>

const askingPrice = (o: Scored, kind: 'sell' | 'rent') => {
  const v = kind === 'sell' ? o.of_price_sell : o.of_price_rent
  return o[`of_${kind}`] === true && typeof v === 'number' && v > 0 ? v : null
}

/** The price ratio between two offers for the first transaction kind both have a visible price for. */
function priceRatio(a: Scored, b: Scored): number | null {
  for (const kind of ['sell', 'rent'] as const) {
    const [pa, pb] = [askingPrice(a, kind), askingPrice(b, kind)]
    if (pa != null && pb != null) return pb / pa
  }
  return null
}

/**
 * How near `c` is to `target`, as weights that rank lexicographically: same district 16, same
 * area (Monaco, Côte d'Azur, abroad) 8, same type 4, same room count 2, asking price within ±30 % 1.
 */
export function similarityScore(target: Scored, c: Scored): number {
  const ratio = priceRatio(target, c)
  return (
    (target.of_district && c.of_district === target.of_district ? 16 : 0) +
    (target.of_area && c.of_area === target.of_area ? 8 : 0) +
    (target.of_type != null && c.of_type === target.of_type ? 4 : 0) +
    (target.of_nbpieces != null && c.of_nbpieces === target.of_nbpieces ? 2 : 0) +
    (ratio != null && ratio >= 0.7 && ratio <= 1.3 ? 1 : 0)
  )
}

/** Best first: score, then the nearer price, then the newer offer, then the id. */
export function rankSimilar(target: Scored, candidates: Scored[]): Scored[] {
  const distance = (c: Scored) => {
    const r = priceRatio(target, c)
    return r == null ? Infinity : Math.abs(Math.log(r))
  }
  return candidates
    .map((c) => ({ c, score: similarityScore(target, c), d: distance(c) }))
    .sort(
      (x, y) =>
        y.score - x.score ||
        x.d - y.d ||
        String(y.c.createdAt).localeCompare(String(x.c.createdAt)) ||
        String(x.c.id).localeCompare(String(y.c.id)),
    )
    .map((x) => x.c)
}

/**
 * Up to six public offers like `target`: of the same transaction kind (sale, rent, or either for
 * an offer that is both), never `target` itself, best ranked first. The target's own area is read
 * first; other areas only fill what it lacks.
 */
export async function findSimilarOffers(
  payload: Payload,
  target: Scored,
  lang: Language,
): Promise<Offer[]> {
  const kinds = (['sell', 'rent'] as const).filter((k) => target[`of_${k}`] === true)
  const base: Where[] = [
    { id: { not_equals: target.id } },
    ...(kinds.length ? [{ or: kinds.map((k) => ({ [`of_${k}`]: { equals: true } })) }] : []),
  ]
  const pool = (extra: Where[]) =>
    payload.find({
      collection: 'offers',
      where: { and: [...base, ...extra] },
      select: SCORE_SELECT,
      sort: ['-createdAt', '-id'],
      depth: 0,
      limit: POOL,
      pagination: false,
      overrideAccess: false,
    })
  let candidates = (await pool(target.of_area ? [{ of_area: { equals: target.of_area } }] : []))
    .docs as Scored[]
  if (candidates.length < SIMILAR_MAX && target.of_area) {
    candidates = [
      ...candidates,
      ...((
        await pool([
          { or: [{ of_area: { not_equals: target.of_area } }, { of_area: { exists: false } }] },
        ])
      ).docs as Scored[]),
    ]
  }
  const best = rankSimilar(target, candidates).slice(0, SIMILAR_MAX)
  if (!best.length) return []
  const { docs } = await payload.find({
    collection: 'offers',
    where: { id: { in: best.map((b) => b.id) } },
    select: OFFER_SELECT,
    depth: 0,
    locale: lang,
    limit: SIMILAR_MAX,
    pagination: false,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((d) => [String(d.id), d]))
  return best.map((b) => byId.get(String(b.id))).filter((d): d is Offer => d != null)
}

export { SCORE_SELECT }
