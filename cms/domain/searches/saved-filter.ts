import { SAVED_FILTER_KEYS, type SavedFilter } from '@contract/saved-search'
import { ApiError } from '@contract/api-error'

import { parseOfferFilter, type OfferFilter } from '../offers/filter'
import { ANY_ID } from '../payload/id-pattern'

const FLAGS = new Set<string>([
  'sale',
  'rent',
  'monaco',
  'france',
  'international',
  'room_1',
  'room_2',
  'room_3',
  'room_4',
  'room_5',
])

/**
 * A saved search's filter: the offers list's own query parameters (its filter, not its page nor
 * its language), kept as the strings the list takes and validated by the list's own parser, so a
 * filter that the list would refuse is never saved. An error names `filter`.
 */
export function normalizeSavedFilter(
  input: Record<string, string | number | boolean>,
): SavedFilter {
  const out: SavedFilter = {}
  for (const key of SAVED_FILTER_KEYS) {
    const v = input[key]
    if (v === undefined || v === null || v === '' || v === false) continue
    // An unset flag is the same as no flag: left out, so that equal searches look equal.
    if (FLAGS.has(key) && (v === 'false' || v === '0' || v === 0)) continue
    out[key] = v === true ? 'true' : String(v)
  }
  try {
    parseOfferFilter(out, ANY_ID)
  } catch (err) {
    if (err instanceof ApiError)
      throw new ApiError('invalid_input', `filter: ${err.message}`, [
        'filter',
        ...(err.fields ?? []).map((f) => `filter.${f}`),
      ])
    throw err
  }
  return out
}

/** The stored filter read back as the offers list's filter, in the search's language. */
export const savedOfferFilter = (filter: SavedFilter, lang: string): OfferFilter =>
  parseOfferFilter({ ...filter, lang }, ANY_ID)
