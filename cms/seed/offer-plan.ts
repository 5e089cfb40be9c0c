import { BUILDINGS } from './data/buildings'
import { PLACES, PRICE_RANGES, type Place } from './data/places'
import { between, chance, intBetween, pick, rng, shuffle, type Rng } from './random'
import { VIEWS, type Feature, type View } from './text/bank'

export type OfferPlan = {
  index: number
  ref: string
  place: Place
  building: string
  type: string
  pieces: number
  bedrooms: number
  bathrooms: number
  surface: number
  livable: number
  terrace: number
  approximate: boolean
  view: View
  feature: Feature
  closing: number
  sell: boolean
  rent: boolean
  priceSell: number
  priceRent: number
  sellOnRequest: boolean
  rentOnRequest: boolean
  exclusivity: number
  services: string[]
  web: boolean
  draft: boolean
  carousel: boolean
  video: boolean
  photoCount: number
}

const TYPE_WEIGHTS: Array<[string, number]> = [
  ['apartment', 44],
  ['penthouse', 8],
  ['villa', 10],
  ['duplex', 8],
  ['studio', 10],
  ['office', 6],
  ['shop', 4],
  ['parking', 5],
  ['cellar', 2],
  ['land', 3],
]
const CAROUSEL = new Set([0, 1, 3, 6, 8])
const DRAFTS = new Set([10, 50])
const weighted = <T>(r: Rng, list: Array<[T, number]>): T => {
  let x = r() * list.reduce((s, [, w]) => s + w, 0)
  for (const [v, w] of list) if ((x -= w) < 0) return v
  return list[list.length - 1][0]
}
const roundPrice = (v: number) => {
  const step = v > 1_000_000 ? 50_000 : v > 100_000 ? 5_000 : v > 10_000 ? 500 : 50
  return Math.round(v / step) * step
}
const logBetween = (r: Rng, [min, max]: [number, number], t: number) =>
  Math.exp(Math.log(min) + (Math.log(max) - Math.log(min)) * Math.min(1, Math.max(0, t)))

/** The demo offer number `index`, the same on every run: the seed's idempotency rests on it. */
export function planOffer(index: number): OfferPlan {
  const r = rng(`offer-${index}`)
  // The first offers visit every place once, so even a small data set covers every tile.
  const place =
    index < PLACES.length
      ? PLACES[index]
      : weighted(
          r,
          PLACES.map((p) => [p, p.weight] as [Place, number]),
        )
  const building = pick(
    r,
    BUILDINGS.filter((b) => b.place === place.value),
  ).name
  const prestige = CAROUSEL.has(index)
  let type = prestige ? (index % 2 ? 'penthouse' : 'villa') : weighted(r, TYPE_WEIGHTS)
  if (type === 'land' && place.area === 'monaco') type = 'apartment'
  const residential = ['apartment', 'studio', 'villa', 'penthouse', 'duplex'].includes(type)
  const pieces =
    type === 'studio'
      ? 1
      : residential
        ? prestige
          ? intBetween(r, 5, 7)
          : intBetween(r, 2, type === 'villa' || type === 'penthouse' ? 7 : 5)
        : type === 'office'
          ? intBetween(r, 1, 4)
          : 1
  const bedrooms = residential && pieces > 1 ? pieces - 1 : 0
  const bathrooms = residential
    ? Math.max(1, Math.round(bedrooms * between(r, 0.6, 1)))
    : type === 'office'
      ? 1
      : 0
  const perRoom = type === 'villa' ? between(r, 55, 90) : between(r, 28, 45)
  const livable =
    type === 'parking'
      ? intBetween(r, 12, 18)
      : type === 'cellar'
        ? intBetween(r, 6, 25)
        : type === 'land'
          ? intBetween(r, 800, 4000)
          : Math.round(pieces * perRoom + between(r, 0, 30))
  const terrace =
    residential && chance(r, prestige ? 1 : 0.45)
      ? intBetween(r, 8, type === 'villa' || type === 'penthouse' ? 300 : 80)
      : 0
  const mode = r()
  const sell = prestige || mode < 0.58 || mode >= 0.93
  const rent = !prestige && mode >= 0.58
  const range = PRICE_RANGES[place.area]
  const size =
    type === 'parking' || type === 'cellar'
      ? 0
      : Math.min(1, livable / 450) * 0.75 + r() * 0.25 + (prestige ? 0.35 : 0)
  const small = type === 'parking' || type === 'cellar'
  const priceSell = sell
    ? roundPrice(
        small
          ? between(r, 60_000, place.area === 'monaco' ? 650_000 : 90_000)
          : logBetween(r, range.sale, size),
      )
    : 0
  const priceRent = rent
    ? roundPrice(
        small
          ? between(r, 150, place.area === 'monaco' ? 900 : 250)
          : logBetween(r, range.rent, size),
      )
    : 0
  const onRequest = prestige ? index === 0 : chance(r, 0.08)
  const services = shuffle(r, [
    'concierge',
    'parking',
    'air-conditioning',
    'gym',
    'cellar',
    'security',
    'lift',
    'furnished',
    'pool',
    'garden',
  ]).slice(0, residential ? intBetween(r, 2, 6) : 1)
  const view = residential
    ? prestige
      ? 'sea'
      : pick(r, VIEWS)
    : pick(r, ['city', 'quiet'] as const)
  if (view === 'sea' || view === 'panoramic') services.push('sea-view')
  if (terrace > 0) services.push('terrace')
  const feature: Feature = !residential
    ? type === 'office' || type === 'shop'
      ? 'office'
      : 'storage'
    : terrace > 0 && chance(r, 0.5)
      ? 'terrace'
      : pick(r, [
          'pool',
          'renovated',
          'concierge',
          'parking',
          ...(type === 'villa' ? (['garden'] as const) : []),
        ])
  const x = r()
  return {
    index,
    ref: `BEL-${String(index + 1).padStart(5, '0')}`,
    place,
    building,
    type,
    pieces,
    bedrooms,
    bathrooms,
    surface: livable + terrace,
    livable,
    terrace,
    approximate: chance(r, 0.2),
    view,
    feature,
    closing: intBetween(r, 0, 3),
    sell,
    rent,
    priceSell,
    priceRent,
    sellOnRequest: sell && onRequest,
    rentOnRequest: rent && !sell && onRequest,
    exclusivity: prestige ? 1 : x < 0.12 ? 1 : x < 0.16 ? 2 : 0,
    services,
    web: index % 37 !== 5,
    draft: DRAFTS.has(index),
    carousel: prestige,
    video: index % 19 === 4,
    photoCount: intBetween(r, 3, 6),
  }
}
