import { priceLines } from '@contract/format-price'
import { IMAGE_SIZES } from '@contract/media'
import { imagePath, type Offer, offerName, offerText } from '@contract/offer'
import type { Language } from '@contract/languages'
import type { Negotiator } from '@contract/negotiator'

import { pageUrl } from './page-meta'

/** The link-preview image of an offer: its first photo at 1200×630, through the image endpoint. */
export const offerPreviewImage = (origin: string, offer: Offer): string | null => {
  const first = offer.images[0]
  return first ? `${origin}${imagePath(first.fi_id, ...IMAGE_SIZES.openGraph)}` : null
}

/** A plain-text summary of the offer's description, short enough for a meta description. */
export const offerSummary = (offer: Offer, lang: string): string => {
  const text = offerText(offer, lang)
    .replace(/[#*_>`[\]()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 155 ? `${text.slice(0, 154).replace(/\s+\S*$/, '')}…` : text
}

/** Who offers it: the negotiator as a Person (with the languages spoken), or the agency itself. */
function offeredBy(origin: string, n: Negotiator): { offeredBy: object } {
  const contact = {
    name: n.ne_name,
    ...(n.ne_phone ? { telephone: n.ne_phone } : {}),
    ...(n.ne_email ? { email: n.ne_email } : {}),
  }
  if (n.ne_id == null) return { offeredBy: { '@type': 'RealEstateAgent', ...contact } }
  return {
    offeredBy: {
      '@type': 'Person',
      ...contact,
      ...(n.ne_languages.length ? { knowsLanguage: n.ne_languages } : {}),
      ...(n.ne_photo != null ? { image: `${origin}${imagePath(n.ne_photo, 150, 150)}` } : {}),
    },
  }
}

/**
 * The offer as search engines read it: a RealEstateListing with its Offer (price and currency,
 * none when on request; rent per month or year), where it is, its surface and rooms, its photos;
 * and the breadcrumb from the home page.
 */
export function offerJsonLd(
  origin: string,
  pathname: string,
  offer: Offer,
  lang: Language,
  crumbs: { home: string; list: string; listPath: string },
): object[] {
  const url = pageUrl(origin, pathname, lang)
  const lines = priceLines(offer)
  const seller = offer.of_negotiator ? offeredBy(origin, offer.of_negotiator) : {}
  const offers = lines.map((line) => ({
    '@type': 'Offer',
    ...seller,
    businessFunction:
      line.kind === 'sale'
        ? 'http://purl.org/goodrelations/v1#Sell'
        : 'http://purl.org/goodrelations/v1#LeaseOut',
    availability: 'https://schema.org/InStock',
    url,
    ...(line.onRequest
      ? {}
      : line.kind === 'sale'
        ? { price: line.amount, priceCurrency: 'EUR' }
        : {
            price: line.amount,
            priceCurrency: 'EUR',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: line.amount,
              priceCurrency: 'EUR',
              unitCode: line.per === 'month' ? 'MON' : 'ANN',
            },
          }),
  }))
  const building = offer.bu_id
  const country = building?.cu_id?.cu_name_fr
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: offerName(offer, lang),
      description: offerSummary(offer, lang),
      url,
      identifier: offer.of_ref,
      image: offer.images.map(
        (image) => `${origin}${imagePath(image.fi_id, ...IMAGE_SIZES.medium)}`,
      ),
      offers: offers.length === 1 ? offers[0] : offers,
      about: {
        '@type': 'Accommodation',
        ...(offer.of_surface
          ? {
              floorSize: { '@type': 'QuantitativeValue', value: offer.of_surface, unitCode: 'MTK' },
            }
          : {}),
        ...(offer.of_nbpieces ? { numberOfRooms: offer.of_nbpieces } : {}),
        ...(offer.of_nbbathrooms ? { numberOfBathroomsTotal: offer.of_nbbathrooms } : {}),
        address: {
          '@type': 'PostalAddress',
          addressLocality: building?.bu_city ?? '',
          ...(country ? { addressCountry: country } : {}),
        },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: crumbs.home, item: pageUrl(origin, '/', lang) },
        {
          '@type': 'ListItem',
          position: 2,
          name: crumbs.list,
          item: pageUrl(origin, crumbs.listPath, lang),
        },
        { '@type': 'ListItem', position: 3, name: offerName(offer, lang), item: url },
      ],
    },
  ]
}
