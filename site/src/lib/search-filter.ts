import type { SearchFilter } from '@contract/saved-search'

import { filterToQuery, type OfferFilter } from './offer-filter'

/** What an alert watches: the list's own query (area, kind, types, rooms, budget) and the map's area, without paging, order or language. */
export function searchFilterOf(filter: OfferFilter, bbox: string | null): SearchFilter {
  const {
    lang: _lang,
    skip: _skip,
    limit: _limit,
    sort: _sort,
    ...query
  } = filterToQuery(filter, 'fr')
  return bbox ? { ...query, bbox } : query
}
