import type { Id } from './envelope'
import { htmlToText } from './html-text'
import type { PriceFields } from './format-price'
import type { Language } from './languages'
import type { LocationPrecision } from './map'
import type { ListingLegalFields } from './listing-legal'
import type { Negotiator } from './negotiator'

export type TravelMode = 'walking' | 'bicycling' | 'transit' | 'driving'
export const TRAVEL_MODES: readonly TravelMode[] = ['walking', 'bicycling', 'transit', 'driving']

/** A school near the building, with a distance (km) and a time (s) for each way of travelling. */
export type Distance = { schoolName: string } & Record<
  `di_${TravelMode}_${'km' | 'time'}`,
  number | null
>

export type Building = {
  bu_id: Id
  bu_name: string
  bu_city: string
  bu_district: string
  cu_id: { cu_id: Id; cu_name_fr: string } | null
  distances: Distance[]
  /** Public coordinates: the building's own, or the centre of a cell of about 300 m when approximate. */
  bu_lat?: number | null
  bu_lng?: number | null
  bu_location_precision?: LocationPrecision
} & Partial<Record<`bu_description_${Language}`, string>>

/** An offer as the list and detail calls return it, with the asked language's texts. */
export type Offer = Required<PriceFields> &
  ListingLegalFields & {
    of_id: Id
    of_slug_fr: string
    of_ref: string
    /** Who answers for the offer: on its detail only (lists and similar offers leave it out). */
    of_negotiator?: Negotiator
    of_sell: boolean
    of_rent: boolean
    of_sell_uponrequest: boolean
    of_rent_uponrequest: boolean
    of_type: number | null
    of_nbpieces: number | null
    of_nbrooms: number | null
    of_nbbathrooms: number | null
    of_surface: number | null
    of_surface_livable: number | null
    of_surface_approximate: boolean
    of_surface_terrace: number | null
    of_district: string
    of_services: number
    of_exclusivite: number
    of_video: string
    images: { fi_id: Id }[]
    bu_id: Building | null
  } & Partial<Record<`of_name_${Language}` | `of_text_${Language}`, string>>

/** A service: one bit of `of_services`, with its icon and its label in one or all languages. */
export type Service = { value: number; icon: string } & Partial<Record<`label_${Language}`, string>>

const inLanguage = (fields: object | null | undefined, prefix: string, lang: string): string => {
  const byKey = (fields ?? {}) as Record<string, unknown>
  return String(byKey[`${prefix}${lang}`] ?? byKey[`${prefix}en`] ?? '')
}

/** The name in the asked language (the API already fell back to English). */
export const offerName = (o: Offer, lang: string): string => inLanguage(o, 'of_name_', lang)
/** The description and the building's description as the API carries them: HTML sanitised by the server. */
export const offerHtml = (o: Offer, lang: string): string => inLanguage(o, 'of_text_', lang)
export const buildingHtml = (o: Offer, lang: string): string =>
  inLanguage(o.bu_id, 'bu_description_', lang)
/** The same as plain text, for cards, summaries and the print sheet. */
export const offerText = (o: Offer, lang: string): string => htmlToText(offerHtml(o, lang))
export const buildingDescription = (o: Offer, lang: string): string =>
  htmlToText(buildingHtml(o, lang))

/** A building in the city of Monaco is in Monaco; any other city of France is the Côte d'Azur. */
export const isMonacoCity = (city: string | null | undefined): boolean =>
  (city ?? '').trim().toUpperCase() === 'MONACO'

/** Services whose bit is set in the offer's bitmask. */
export const offerServices = (o: Pick<Offer, 'of_services'>, services: Service[]): Service[] =>
  services.filter((s) => ((o.of_services ?? 0) & s.value) !== 0)

/** The site's page of one offer (its route is `/offers/details/:slug`, the slug being `of_slug_fr`). */
export const offerDetailPath = (slug: string): string =>
  `/offers/details/${encodeURIComponent(slug)}`

/** The image endpoint's address for one rendition of an uploaded file. */
export const imagePath = (
  fiId: Id,
  width: number,
  height: number,
  fit: 'cover' | 'contain' = 'cover',
): string => `/api/1.0/images/${encodeURIComponent(String(fiId))}/${width}/${height}/${fit}`
