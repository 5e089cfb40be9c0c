import type { Payload, TypedUser, Where } from 'payload'
import type { SavedFilter } from '@contract/saved-search'

import { offerWhere } from '../../domain/offers/filter'
import { savedOfferFilter } from '../../domain/searches/saved-filter'
import type { Offer, SavedSearch } from '../../payload-types'
import type { DemandLang } from './demand-words'
import { filterNames } from './filter-names'
import { areaText, budgetText, roomsText, saleRentText, typesText } from './filter-words'

/** An offer a client's search finds now, as a negotiator names it on the phone. */
export type MatchingOffer = { id: number | string; ref: string; name: string }

/** One of a client's saved searches, in words, with the public offers it finds today. */
export type ClientSearch = {
  id: number | string
  /** Sale or rent, types, area, rooms, budget: each in words. */
  words: { saleRent: string; types: string; area: string; rooms: string; budget: string }
  frequency: string
  confirmed: boolean
  lastAlertAt: string | null
  matching: number
  offers: MatchingOffer[]
}

/** How many matching offers a search lists by name: the rest are counted. */
export const LISTED_MATCHES = 5

async function matchingNow(
  payload: Payload,
  filter: SavedFilter,
  searchLang: string,
  lang: DemandLang,
): Promise<{ count: number; offers: MatchingOffer[] }> {
  const numericIds = payload.db.defaultIDType === 'number'
  let where: Where
  try {
    where = offerWhere(savedOfferFilter(filter, searchLang), (s) => (numericIds ? Number(s) : s))
  } catch {
    return { count: 0, offers: [] }
  }
  // Read as a visitor reads the list (as the alerts do): published web offers only.
  const found = await payload.find({
    collection: 'offers',
    where,
    limit: LISTED_MATCHES,
    sort: '-of_listed_at',
    depth: 0,
    locale: lang,
    select: { of_ref: true, of_name: true },
    overrideAccess: false,
  })
  return {
    count: found.totalDocs,
    offers: (found.docs as Pick<Offer, 'id' | 'of_ref' | 'of_name'>[]).map((o) => ({
      id: o.id,
      ref: o.of_ref ?? '',
      name: typeof o.of_name === 'string' ? o.of_name : '',
    })),
  }
}

/**
 * A client's saved searches (newest first) as staff read them on the client's page: the filter
 * in words and the public offers it finds now. Read with the staff member's access.
 */
export async function loadClientSearches(
  payload: Payload,
  clientId: number | string,
  { user, lang }: { user: TypedUser; lang: DemandLang },
): Promise<ClientSearch[]> {
  const [searches, { typeNames, districtNames }] = await Promise.all([
    payload.find({
      collection: 'saved-searches',
      where: { client: { equals: clientId } },
      sort: '-createdAt',
      limit: 50,
      depth: 0,
      select: { filter: true, lang: true, frequency: true, confirmed: true, last_alert_at: true },
      user,
      overrideAccess: false,
    }),
    filterNames(payload, lang),
  ])
  const docs = searches.docs as Pick<
    SavedSearch,
    'id' | 'filter' | 'lang' | 'frequency' | 'confirmed' | 'last_alert_at'
  >[]
  return Promise.all(
    docs.map(async (s) => {
      const filter = (s.filter ?? {}) as SavedFilter
      const found = await matchingNow(payload, filter, s.lang ?? 'fr', lang)
      return {
        id: s.id,
        words: {
          saleRent: saleRentText(filter, lang),
          types: typesText(filter, typeNames, lang),
          area: areaText(filter, districtNames, lang),
          rooms: roomsText(filter, lang),
          budget: budgetText(filter, lang),
        },
        frequency: s.frequency ?? '',
        confirmed: s.confirmed === true,
        lastAlertAt: s.last_alert_at ?? null,
        matching: found.count,
        offers: found.offers,
      }
    }),
  )
}
