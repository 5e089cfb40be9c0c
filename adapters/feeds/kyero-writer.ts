import { LANGUAGES, type Language } from '@contract/languages'

import type { FeedItem } from './feed-item'
import { element, feedDate, wrap, XML_DECLARATION } from './xml'

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

function property(item: FeedItem): string {
  const { place } = item
  const languages = (Object.keys(item.descriptions) as Language[]).filter(
    (l) => item.descriptions[l],
  )
  const features = [...new Set(item.features.map((f) => truncate(f, MAX_FEATURE_LENGTH)))]
    .filter(Boolean)
    .slice(0, MAX_FEATURES)
  return wrap(
    'property',
    element('id', item.ref) +
      element('date', feedDate(item.updatedAt)) +
      element('ref', item.ref) +
      element('price', kyeroPrice(item)) +
      element('currency', 'EUR') +
      element('price_freq', item.price.transaction === 'rent' ? 'month' : 'sale') +
      element('type', item.type.kyero) +
      element('town', place.town) +
      element('province', place.province) +
      element('country', place.country) +
      (place.lat != null && place.lng != null
        ? wrap(
            'location',
            element('latitude', coordinate(place.lat)) +
              element('longitude', coordinate(place.lng)),
          )
        : '') +
      element('location_detail', truncate(place.district, MAX_DETAIL)) +
      element('beds', item.bedrooms ?? 0) +
      element('baths', item.bathrooms ?? 0) +
      element('pool', item.pool ? 1 : 0) +
      wrap('surface_area', element('built', item.built) + element('plot', item.plot)) +
      (item.energy
        ? wrap(
            'energy_rating',
            element('consumption', item.energy.consumption ?? 'X') +
              element('emissions', item.energy.emissions ?? 'X'),
          )
        : '') +
      wrap(
        'url',
        // The site's page exists in every language, written in it or not.
        LANGUAGES.filter((l) => item.urls[l].length <= MAX_URL)
          .map((l) => element(KYERO_LANGUAGE[l], item.urls[l]))
          .join(''),
      ) +
      wrap(
        'desc',
        languages.map((l) => element(KYERO_LANGUAGE[l], item.descriptions[l])).join(''),
      ) +
      wrap('features', features.map((f) => element('feature', f)).join('')) +
      `<images>\n${item.photos
        .slice(0, MAX_IMAGES)
        .map((url, i) => `<image id="${i + 1}">\n${element('url', url)}</image>\n`)
        .join('')}</images>\n`,
  )
}

/**
 * A Kyero v3 feed: every offer carried, absolute (an offer left out is withdrawn by the portal).
 * `generated` is the latest change of what it carries, so that the same data makes the same bytes.
 */
export function kyeroFeed(items: FeedItem[], generated: string): string {
  return (
    XML_DECLARATION +
    '<root>\n' +
    wrap('kyero', element('feed_version', 3) + element('feed_generated', feedDate(generated))) +
    items.map(property).join('') +
    '</root>\n'
  )
}
