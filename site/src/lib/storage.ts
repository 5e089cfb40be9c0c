/** Every key the site keeps in localStorage, in one place (token, language, favourites, user, dates). */
export const storageKeys = {
  accessToken: 'belsunce_accesstoken',
  refreshToken: 'belsunce_refreshtoken',
  user: 'belsunce_user',
  language: 'belsunce_lang',
  favourites: 'belsunce_favories',
  // The favourites the signed-in account held when this browser last agreed with it.
  accountFavourites: 'belsunce_favories_account',
  filter: 'belsunce_filter',
  requestedDates: 'belsunce_requested_dates',
  currency: 'belsunce_currency',
  areaUnit: 'belsunce_area_unit',
} as const

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]

// Private browsing or a full quota makes localStorage throw; the site keeps working without it.
export function readStorage(key: StorageKey): string | null {
  // The server renders with no storage at all (cheaper to ask than to throw on every call).
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    /* storage unavailable: the value lives for this page only */
  }
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  const raw = readStorage(key)
  if (raw === null) return fallback
  try {
    return JSON.parse(raw) as T
  } catch {
    return fallback
  }
}
