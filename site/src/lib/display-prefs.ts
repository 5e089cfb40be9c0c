import { useSyncExternalStore } from 'react'
import { AREA_UNITS, type AreaUnit } from '@contract/format-surface'
import { type Currency, isCurrency } from '@contract/rates'

import { readStorage, storageKeys, writeStorage } from './storage'

/** How the visitor reads prices and surfaces: kept in this browser, the same on every page. */
export type DisplayPrefs = { currency: Currency; unit: AreaUnit }

const DEFAULTS: DisplayPrefs = { currency: 'EUR', unit: 'm2' }
const listeners = new Set<() => void>()

function load(): DisplayPrefs {
  if (typeof window === 'undefined') return DEFAULTS
  const currency = readStorage(storageKeys.currency)
  const unit = readStorage(storageKeys.areaUnit) as AreaUnit | null
  return {
    currency: isCurrency(currency) ? currency : DEFAULTS.currency,
    unit: unit && AREA_UNITS.includes(unit) ? unit : DEFAULTS.unit,
  }
}

let prefs: DisplayPrefs = load()

export function setDisplayPrefs(next: Partial<DisplayPrefs>): void {
  prefs = { ...prefs, ...next }
  writeStorage(storageKeys.currency, prefs.currency === DEFAULTS.currency ? null : prefs.currency)
  writeStorage(storageKeys.areaUnit, prefs.unit === DEFAULTS.unit ? null : prefs.unit)
  listeners.forEach((l) => l())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === storageKeys.currency || e.key === storageKeys.areaUnit) {
      prefs = load()
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The server renders euros and square metres; a stored choice applies once the page is hydrated. */
export const useDisplayPrefs = (): DisplayPrefs =>
  useSyncExternalStore(
    subscribe,
    () => prefs,
    () => DEFAULTS,
  )
