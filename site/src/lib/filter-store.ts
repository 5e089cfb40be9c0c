import { readJson, storageKeys, writeStorage } from './storage'
import { defaultFilter, normalizeFilter, type OfferFilter } from './offer-filter'

/** The remembered filter (changes update it; /offers rewrites itself from it). */
let current: OfferFilter = load()

function load(): OfferFilter {
  const stored = readJson<Partial<OfferFilter>>(storageKeys.filter, {})
  try {
    return normalizeFilter({ ...defaultFilter, ...stored })
  } catch {
    return defaultFilter
  }
}

export function getRememberedFilter(): OfferFilter {
  return current
}

export function rememberFilter(filter: OfferFilter): void {
  current = normalizeFilter(filter)
  writeStorage(storageKeys.filter, JSON.stringify(current))
}
