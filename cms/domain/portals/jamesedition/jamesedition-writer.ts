import type { FeedItem } from '../feed-item'
import { feedDate, group, text, xmlDocument, type XmlElement } from '../xml'

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

const PRICE_ATTRIBUTES = { '@currency': 'EUR', '@vat_included': 'no' }

/** JamesEdition's price: a figure, or "on request" with the price element present and empty. */
const price = (item: FeedItem): XmlElement =>
  item.price.onRequest || item.price.amount == null
    ? { price_on_request: 'yes', price: PRICE_ATTRIBUTES }
    : { price_on_request: 'no', price: { ...PRICE_ATTRIBUTES, '#text': item.price.amount } }

const area = (value: number | null): XmlElement | undefined =>
  value == null ? undefined : { '@unit': 'sqm', '#text': value }

function advert(item: FeedItem, dealer: JamesEditionDealer): XmlElement {
  const { place } = item
  return {
    '@reference': item.ref,
    '@category': 'real estate',
    type: item.price.transaction === 'rent' ? 'rent' : 'sale',
    ...price(item),
    location: group({
      country: text(place.country),
      region: text(place.province),
      city: text(place.town),
      longitude: text(place.lng),
      latitude: text(place.lat),
    }),
    headline: text(item.headline),
    // Its one description is in English, the language every buyer of the portal reads.
    description: text(item.descriptions.en),
    real_estate_type: text(item.type.jamesedition),
    bedrooms: text(item.bedrooms),
    bathrooms: text(item.bathrooms),
    living_area: area(item.built),
    land_area: area(item.plot),
    consumption_rating: text(item.energy?.consumption),
    emission_rating: text(item.energy?.emissions),
    amenities: text(item.features.join(', ')),
    media: group({
      images: group({ image_url: item.photos.slice(0, MAX_IMAGES).map(text) }),
    }),
    contact_person: group({
      name: text(dealer.name),
      email: text(dealer.email),
      phone: text(dealer.phone),
      address: text(dealer.address),
    }),
  }
}

/** A JamesEdition feed (guidelines 3.x): the header, the dealer, then one advert per offer. */
export function jamesEditionFeed(
  items: FeedItem[],
  dealer: JamesEditionDealer,
  generated: string,
): string {
  const date = feedDate(generated)
  return xmlDocument({
    jameslist_feed: {
      '@version': '3.0',
      feed_information: group({
        reference: text(dealer.reference),
        title: `${dealer.name} listings`,
        description: `Properties offered by ${dealer.name}`,
        created: date,
        updated: date,
      }),
      dealer: group({ name: text(dealer.name), id: dealer.id }),
      adverts: { advert: items.map((i) => advert(i, dealer)) },
    },
  })
}
