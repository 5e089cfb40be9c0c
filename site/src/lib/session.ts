import { useSyncExternalStore } from 'react'

import { readStorage, storageKeys, writeStorage } from './storage'

/**
 * Tokens and the stored user in localStorage, observable by components. The sign-in flow writes
 * them; forms read whether a visitor is connected.
 */
const listeners = new Set<() => void>()

export function getAccessToken(): string | null {
  return readStorage(storageKeys.accessToken)
}

export function setSession(session: { accessToken: string | null; refreshToken?: string | null; user?: unknown }): void {
  writeStorage(storageKeys.accessToken, session.accessToken)
  if (session.refreshToken !== undefined) writeStorage(storageKeys.refreshToken, session.refreshToken)
  if (session.user !== undefined) writeStorage(storageKeys.user, session.user === null ? null : JSON.stringify(session.user))
  listeners.forEach((l) => l())
}

export function clearSession(): void {
  setSession({ accessToken: null, refreshToken: null, user: null })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => e.key === storageKeys.accessToken && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useIsConnected(): boolean {
  return useSyncExternalStore(subscribe, () => Boolean(getAccessToken()), () => false)
}
