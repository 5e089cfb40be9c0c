import { useSyncExternalStore } from 'react'

import { readJson, storageKeys, writeStorage } from './storage'

/** Favourite offer ids in localStorage; toggling adds or removes an id. */
export type OfferId = string | number

const listeners = new Set<() => void>()
let ids: string[] = load()

function load(): string[] {
  const stored = readJson<unknown>(storageKeys.favourites, [])
  return Array.isArray(stored) ? [...new Set(stored.map(String))] : []
}

function save(next: string[]) {
  ids = next
  writeStorage(storageKeys.favourites, JSON.stringify(ids))
  listeners.forEach((l) => l())
}

export function getFavourites(): string[] {
  return ids
}

export function isFavourite(id: OfferId): boolean {
  return ids.includes(String(id))
}

/** Adds the id when absent, removes it when present; returns whether it is now a favourite. */
export function toggleFavourite(id: OfferId): boolean {
  const key = String(id)
  const present = ids.includes(key)
  save(present ? ids.filter((x) => x !== key) : [...ids, key])
  return !present
}

/** Replaces the whole list (the account's favourites merged in at sign-in, or cleared at sign-out). */
export function replaceFavourites(next: readonly string[]): void {
  const unique = [...new Set(next)]
  if (unique.length === ids.length && unique.every((id, i) => id === ids[i])) return
  save(unique)
}

/** Calls `listener` after each change of the list in this tab; returns how to stop. */
export function onFavouritesChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Re-reads localStorage (another tab, or a test resetting storage). */
export function reloadFavourites(): void {
  ids = load()
  listeners.forEach((l) => l())
}

export function useFavourites(): string[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      const onStorage = (e: StorageEvent) => e.key === storageKeys.favourites && reloadFavourites()
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(l)
        window.removeEventListener('storage', onStorage)
      }
    },
    () => ids,
    // The server renders no favourites; the stored ones show once the page is hydrated.
    () => NO_FAVOURITES,
  )
}

const NO_FAVOURITES: string[] = []
