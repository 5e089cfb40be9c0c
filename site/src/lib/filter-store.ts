import { useSyncExternalStore } from 'react'

import { readJson, storageKeys, writeStorage } from './storage'
import { defaultFilter, normalizeFilter, type OfferFilter } from './offer-filter'

/** The remembered filter (spec section 4: changes update it; /offers rewrites itself from it). */
const listeners = new Set<() => void>()
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
  listeners.forEach((l) => l())
}

export function useRememberedFilter(): OfferFilter {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current,
  )
}
