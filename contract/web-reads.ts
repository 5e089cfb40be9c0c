import type { ContentPage, ContentPageName } from './content-pages'
import type { Envelope } from './envelope'
import type { MapMarker } from './map'
import type { Offer, Service } from './offer'
import type { PrivacySettings } from './privacy'
import type { CostSettings } from './purchase-cost'
import type { ExchangeRates } from './rates'
import type { ValuationComparables } from './valuation'
import type { DistrictTile, Items, Translation } from './reference'
import type { SiteConfig } from './site-config'

/** Where the public legacy API answers: every path of WEB_READS and WEB_ACTIONS is under it. */
export const WEB_API = '/web/1.0'

/** A value of an address's query; empty ones (undefined, null, '') are left out of the address. */
export type QueryValue = string | number | boolean | undefined | null
export type ReadQuery = Record<string, QueryValue>

/**
 * A public read: its path under WEB_API (a `:name` segment is a parameter, the other parameters go
 * in the query), the query it always carries, and the types of its parameters and of its answer
 * (held by the type only, never set).
 */
export type WebRead<P extends ReadQuery, A> = {
  readonly path: string
  readonly fixedQuery?: ReadQuery
  readonly types?: { params: P; answer: A }
}

const read = <P extends ReadQuery, A>(path: string, fixedQuery?: ReadQuery): WebRead<P, A> =>
  fixedQuery ? { path, fixedQuery } : { path }

/** A read of no parameter. */
type None = Record<string, never>
/** The language of a localised answer (`fr` when absent). */
type InLanguage = { lang?: string }

/** An offer filter as the site sends it (see the API's "Offers filter set"): area, kind, rooms, budget, page… */
export type OfferQuery = InLanguage & {
  skip?: number
  limit?: number
  sort?: string
  featured?: number
  carousel?: boolean
  isweb?: boolean
  favories?: string
  bbox?: string
} & ReadQuery

export type OfferListAnswer = Envelope<{
  data: Offer[]
  meta: { total: number; rows_all: number }
  items_services: Service[]
}>
export type OfferDetailAnswer = Envelope<{ data: Offer; items_services: Service[] }>
export type DistrictsQuery = InLanguage & {
  salerent?: 'sales' | 'rents' | 'rents_and_sales'
  /** An area, `monaco` or `france` (a district's area as the reference data names it). */
  where?: string
  /** What a search box asks with (the API answers every tile of the area, the box narrows them). */
  text?: string
  limit?: number
}

/**
 * Every GET the site makes to the public API for its pages, by name: the site asks for them by
 * name over HTTP, the server renders pages with the same reads in process, and the API's routes
 * are mounted from this table.
 */
export const WEB_READS = {
  site: read<None, Envelope<{ data: SiteConfig }>>('/site'),
  trads: read<None, Envelope<{ data: Translation[] }>>('/trads'),
  items: read<None, Envelope<{ data: Items }>>('/items'),
  rates: read<None, Envelope<{ data: ExchangeRates }>>('/rates'),
  districts: read<DistrictsQuery, Envelope<{ data: DistrictTile[] }>>('/districts'),
  costs: read<None, Envelope<{ data: CostSettings }>>('/costs'),
  privacy: read<None, Envelope<{ data: PrivacySettings }>>('/privacy'),
  page: read<InLanguage & { name: ContentPageName }, Envelope<{ data: ContentPage }>>(
    '/pages/:name',
  ),
  offers: read<OfferQuery, OfferListAnswer>('/offers'),
  // The same route in its compact mode: every match of the filter as a marker, no page.
  offerMarkers: read<OfferQuery, Envelope<{ data: MapMarker[] }>>('/offers', { view: 'map' }),
  similarOffers: read<InLanguage & { slug: string }, Envelope<{ data: Offer[] }>>(
    '/offers/:slug/similar',
  ),
  offer: read<InLanguage & { slug: string }, OfferDetailAnswer>('/offers/:slug'),
  valuationComparables: read<
    { district: string; type: string },
    Envelope<{ data: ValuationComparables }>
  >('/valuation/comparables'),
} as const

export type WebReads = typeof WEB_READS
export type WebReadName = keyof WebReads
export type WebReadParams<K extends WebReadName> = NonNullable<WebReads[K]['types']>['params']
export type WebReadAnswer<K extends WebReadName> = NonNullable<WebReads[K]['types']>['answer']

export const WEB_READ_NAMES = Object.keys(WEB_READS) as WebReadName[]

const PARAM = /:([A-Za-z_]+)/g

/**
 * A read's parameters as an address asks for them: the path (its parameters encoded), its path
 * parameters as given, and its query (the read's fixed query over the rest).
 */
export function addressOf(
  read: WebRead<ReadQuery, unknown>,
  params: ReadQuery,
): { path: string; pathParams: Record<string, string>; query: ReadQuery } {
  const pathParams: Record<string, string> = {}
  const path = read.path.replace(PARAM, (_all, key: string) => {
    pathParams[key] = String(params[key] ?? '')
    return encodeURIComponent(pathParams[key])
  })
  const query: ReadQuery = {}
  for (const [key, value] of Object.entries(params)) if (!(key in pathParams)) query[key] = value
  return { path, pathParams, query: { ...query, ...read.fixedQuery } }
}
