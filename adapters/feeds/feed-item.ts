import { htmlToText } from '@contract/html-text'
import { LANGUAGES, type Language } from '@contract/languages'
import { offerDetailPath, offerServices, type Offer as ApiOffer } from '@contract/offer'
import { localizedUrl } from '@contract/page-address'

import type { Offer } from '@cms/payload-types'
import { idOf } from '@cms/domain/payload/payload-values'
import { publicPhotos, type FeedSources } from '@cms/domain/portals/feed-offers'
import { feedPlace } from '@cms/domain/portals/feed-place'
import { feedPrice } from '@cms/domain/portals/feed-price'
import { feedType } from '@cms/domain/portals/feed-type'
import { describedLanguages } from '@cms/domain/portals/feed-texts'
import type { FeedItem } from '@cms/domain/portals/feed-item'
import { toOffer } from '../offers/mapper'
import { toService } from '../reference/mapper'
import { feedPhotoUrl } from './feed-photos'

export type { FeedItem }

const whole = (v: number | null): number | null => (v != null && v > 0 ? Math.round(v) : null)

/**
 * An offer read by `readFeedOffers` (kept: refusals checked) → a feed item. Everything comes
 * from the API's mapping (`toOffer`, with the legal mapper's energy letters and the building's
 * public point), so a feed shows what the site shows and nothing it hides.
 */
export function toFeedItem(o: Offer, sources: FeedSources, origin: string): FeedItem | null {
  const building = sources.buildings.get(String(idOf(o.building))) ?? null
  const rel = {
    building,
    country: building ? sources.countries.get(String(idOf(building.country))) : null,
  }
  const cards = Object.fromEntries(LANGUAGES.map((l) => [l, toOffer(o, l, rel)])) as Record<
    Language,
    ApiOffer
  >
  const card = cards.en
  const price = feedPrice(card)
  const type = feedType(o, sources.items)
  if (!price || !type) return null
  const services = sources.items.filter((i) => i.kind === 'service').map((i) => toService(i, 'en'))
  const shown = offerServices(card, services)
  const terrace = whole(card.of_surface_terrace)
  const place = feedPlace(o, building ?? undefined, sources)
  const onlyPublic = new Set(publicPhotos(o, sources).map((m) => String(m.id)))
  return {
    ref: card.of_ref,
    // The building's town, district and point are part of the offer a portal shows.
    updatedAt:
      building && Date.parse(building.updatedAt) > Date.parse(o.updatedAt)
        ? building.updatedAt
        : o.updatedAt,
    price,
    type,
    // The point the API gives: the building's public one, approximate when the building is.
    place: { ...place, lat: card.bu_id?.bu_lat ?? null, lng: card.bu_id?.bu_lng ?? null },
    headline: card.of_name_en || cards.fr.of_name_fr || card.of_ref,
    bedrooms: card.of_nbrooms,
    bathrooms: card.of_nbbathrooms,
    built: whole(card.of_surface_livable ?? card.of_surface),
    // Only land has a plot we know of: a flat's or a villa's total surface is not its land.
    plot: type.code === 'land' ? whole(card.of_surface) : null,
    terrace,
    pool: shown.some((s) => s.icon === 'pool'),
    features: [
      ...shown.map((s) => s.label_en ?? '').filter(Boolean),
      ...(terrace ? [`Terrace ${terrace} m2`] : []),
    ],
    descriptions: Object.fromEntries(
      describedLanguages(o).map((l) => [l, htmlToText(cards[l][`of_text_${l}`])]),
    ),
    urls: Object.fromEntries(
      LANGUAGES.map((l) => [l, localizedUrl(origin, offerDetailPath(card.of_slug_fr), l)]),
    ) as Record<Language, string>,
    photos: card.images
      .filter((i) => onlyPublic.has(String(i.fi_id)))
      .map((i) => feedPhotoUrl(origin, i.fi_id)),
    energy:
      card.of_area === 'france'
        ? { consumption: card.of_dpe_class, emissions: card.of_ges_class }
        : null,
  }
}
