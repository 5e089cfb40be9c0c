import type { Where } from 'payload'
import type { Payload } from 'payload'
import { toLanguage, type Language } from '@contract/languages'
import type { SavedFilter } from '@contract/saved-search'
import { priceText } from '@contract/price-text'

import type { AlertOffer } from '../mail/alert-mail'
import { offerWhere } from '../offers/filter'
import { negotiatorOf, toNegotiator } from '../offers/offer-negotiator'
import { CARD_SELECT } from '../offers/card-select'
import type { SavedSearch } from '../../payload-types'
import { idOf, localized } from '../payload/payload-values'
import { priceDropText } from './price-drop'
import { savedOfferFilter } from './saved-filter'

/** What an alert reads of an offer: the card's fields, the previous prices (a drop is said) and who answers for it. */
export const ALERT_OFFER_SELECT = {
  ...CARD_SELECT,
  of_previous_price_sell: true,
  of_previous_price_rent: true,
  negotiator: true,
} as const

type ShownOffer = Parameters<typeof priceText>[0] &
  Parameters<typeof priceDropText>[0] & {
    of_slug_fr?: string | null
    of_name?: unknown
    images?: unknown[] | null
    negotiator?: unknown
  }

/** One offer as an alert mail lists it, in the search's language: the saved searches' alerts and staff's sending say it alike. */
export async function alertOffer(
  payload: Payload,
  offer: ShownOffer,
  lang: Language,
): Promise<AlertOffer> {
  const contact = toNegotiator(await negotiatorOf(payload, offer))
  return {
    slug: String(offer.of_slug_fr ?? ''),
    name: localized(offer.of_name, lang),
    price: priceText(offer, lang),
    drop: priceDropText(offer, lang),
    image: idOf(offer.images?.[0]) ?? null,
    contact: { name: contact.ne_name, phone: contact.ne_phone },
  }
}

/** A saved search's filter as the list reads it (the list's own filter → where): an alert finds what the list shows. */
export function savedSearchWhere(payload: Payload, search: SavedSearch): Where {
  const numericIds = payload.db.defaultIDType === 'number'
  return offerWhere(savedOfferFilter(search.filter as SavedFilter, toLanguage(search.lang)), (s) =>
    numericIds ? Number(s) : s,
  )
}
