import { LANGUAGES, type Language } from '@contract/languages'

import type { FeedItem } from '../feed-item'
import { feedDate, group, text, xmlDocument, type XmlElement } from '../xml'

/** Kyero's language codes for ours (its list has `es`, ours `sp`; all five are in it). */
export const KYERO_LANGUAGE: Record<Language, string> = {
  fr: 'fr',
  en: 'en',
  sp: 'es',
  ru: 'ru',
  it: 'it',
}

const MAX_FEATURES = 50
const MAX_FEATURE_LENGTH = 35
const MAX_IMAGES = 50
const MAX_DETAIL = 50
const MAX_URL = 255

/** A coordinate in at most 15 characters (Kyero's limit): six decimals are 10 cm. */
const coordinate = (v: number): string => String(Number(v.toFixed(6)))

const truncate = (s: string, max: number): string => (s.length > max ? s.slice(0, max).trim() : s)

/** Kyero's price: whole figures, or `x` for "price on application" (never a figure then). */
const kyeroPrice = (item: FeedItem): string =>
  item.price.onRequest || item.price.amount == null ? 'x' : String(item.price.amount)

function property(item: FeedItem): XmlElement {
  const { place } = item
  const languages = (Object.keys(item.descriptions) as Language[]).filter(
    (l) => item.descriptions[l],
  )
  const features = [...new Set(item.features.map((f) => truncate(f, MAX_FEATURE_LENGTH)))]
    .filter(Boolean)
    .slice(0, MAX_FEATURES)
  return {
    id: text(item.ref),
    date: feedDate(item.updatedAt),
    ref: text(item.ref),
    price: kyeroPrice(item),
    currency: 'EUR',
    price_freq: item.price.transaction === 'rent' ? 'month' : 'sale',
    type: text(item.type.kyero),
    town: text(place.town),
    province: text(place.province),
    country: text(place.country),
    location:
      place.lat != null && place.lng != null
        ? { latitude: coordinate(place.lat), longitude: coordinate(place.lng) }
        : undefined,
    location_detail: text(truncate(place.district, MAX_DETAIL)),
    beds: item.bedrooms ?? 0,
    baths: item.bathrooms ?? 0,
    pool: item.pool ? 1 : 0,
    surface_area: group({ built: text(item.built), plot: text(item.plot) }),
    energy_rating: item.energy
      ? {
          consumption: item.energy.consumption ?? 'X',
          emissions: item.energy.emissions ?? 'X',
        }
      : undefined,
    // The site's page exists in every language, written in it or not.
    url: group(
      Object.fromEntries(
        LANGUAGES.filter((l) => item.urls[l].length <= MAX_URL).map((l) => [
          KYERO_LANGUAGE[l],
          text(item.urls[l]),
        ]),
      ),
    ),
    desc: group(
      Object.fromEntries(languages.map((l) => [KYERO_LANGUAGE[l], text(item.descriptions[l])])),
    ),
    features: group({ feature: features }),
    images: {
      image: item.photos.slice(0, MAX_IMAGES).map((url, i) => ({ '@id': i + 1, url: text(url) })),
    },
  }
}

/**
 * A Kyero v3 feed: every offer carried, absolute (an offer left out is withdrawn by the portal).
 * `generated` is the latest change of what it carries, so that the same data makes the same bytes.
 */
export function kyeroFeed(items: FeedItem[], generated: string): string {
  return xmlDocument({
    root: {
      kyero: { feed_version: 3, feed_generated: feedDate(generated) },
      property: items.map(property),
    },
  })
}
