import type { FeedItem } from './feed-item'
import { element, feedDate, wrap, XML_DECLARATION, xmlText } from './xml'

/** Who publishes the feed: the agency, and the dealer number JamesEdition knows it by. */
export type JamesEditionDealer = {
  /** The feed's own reference ([A-Za-z0-9_-]). */
  reference: string
  name: string
  id: number
  email: string
  phone: string
  address: string
}

const MAX_IMAGES = 40

/** JamesEdition's price: a figure, or "on request" with the price element present and empty. */
function price(item: FeedItem): string {
  const attributes = ' currency="EUR" vat_included="no"'
  if (item.price.onRequest || item.price.amount == null)
    return element('price_on_request', 'yes') + `<price${attributes}/>\n`
  return (
    element('price_on_request', 'no') +
    `<price${attributes}>${xmlText(item.price.amount)}</price>\n`
  )
}

const area = (name: string, value: number | null) =>
  value == null ? '' : `<${name} unit="sqm">${xmlText(value)}</${name}>\n`

function advert(item: FeedItem, dealer: JamesEditionDealer): string {
  const { place } = item
  return wrap(
    'advert',
    element('type', item.price.transaction === 'rent' ? 'rent' : 'sale') +
      price(item) +
      wrap(
        'location',
        element('country', place.country) +
          element('region', place.province) +
          element('city', place.town) +
          element('longitude', place.lng) +
          element('latitude', place.lat),
      ) +
      element('headline', item.headline) +
      // Its one description is in English, the language every buyer of the portal reads.
      element('description', item.descriptions.en ?? '') +
      element('real_estate_type', item.type.jamesedition) +
      element('bedrooms', item.bedrooms) +
      element('bathrooms', item.bathrooms) +
      area('living_area', item.built) +
      area('land_area', item.plot) +
      element('consumption_rating', item.energy?.consumption) +
      element('emission_rating', item.energy?.emissions) +
      element('amenities', item.features.join(', ')) +
      wrap(
        'media',
        wrap(
          'images',
          item.photos
            .slice(0, MAX_IMAGES)
            .map((url) => element('image_url', url))
            .join(''),
        ),
      ) +
      wrap(
        'contact_person',
        element('name', dealer.name) +
          element('email', dealer.email) +
          element('phone', dealer.phone) +
          element('address', dealer.address),
      ),
    ` reference="${xmlText(item.ref)}" category="real estate"`,
  )
}

/** A JamesEdition feed (guidelines 3.x): the header, the dealer, then one advert per offer. */
export function jamesEditionFeed(
  items: FeedItem[],
  dealer: JamesEditionDealer,
  generated: string,
): string {
  const date = feedDate(generated)
  return (
    XML_DECLARATION +
    '<jameslist_feed version="3.0">\n' +
    wrap(
      'feed_information',
      element('reference', dealer.reference) +
        element('title', `${dealer.name} listings`) +
        element('description', `Properties offered by ${dealer.name}`) +
        element('created', date) +
        element('updated', date),
    ) +
    wrap('dealer', element('name', dealer.name) + element('id', dealer.id)) +
    `<adverts>\n${items.map((i) => advert(i, dealer)).join('')}</adverts>\n` +
    '</jameslist_feed>\n'
  )
}
