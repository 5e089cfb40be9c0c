import { useSyncExternalStore } from 'react'
import type { Client } from '@contract/accounts'

import { readStorage, storageKeys, writeStorage } from './storage'

/**
 * The one session store of the site: the access token, the refresh token and the signed-in
 * client in localStorage, observable by components (and by other tabs through `storage` events).
 */

/**
 * The signed-in client as the API describes it (the legacy contact shape, no secrets). A user
 * stored by an earlier version of the site may lack the newer fields.
 */
export type SessionUser = Pick<
  Client,
  'co_id' | 'co_login' | 'co_email1' | 'co_civility' | 'co_firstname' | 'co_name'
> &
  Partial<Client>

export type SignInAnswer = {
  accesstoken: string
  refreshtoken?: string
  data: SessionUser
  /** The account's saved site preferences (favourites among them). */
  preferences?: Record<string, unknown>
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

export const getAccessToken = (): string | null => readStorage(storageKeys.accessToken)
export const getRefreshToken = (): string | null => readStorage(storageKeys.refreshToken)

// useSyncExternalStore needs the same object while the stored text is unchanged.
let cachedRaw: string | null = null
let cachedUser: SessionUser | null = null

export function getStoredUser(): SessionUser | null {
  const raw = readStorage(storageKeys.user)
  if (raw === cachedRaw) return cachedUser
  cachedRaw = raw
  try {
    const parsed = raw ? (JSON.parse(raw) as SessionUser) : null
    cachedUser = parsed && typeof parsed === 'object' && parsed.co_id !== undefined ? parsed : null
  } catch {
    cachedUser = null
  }
  return cachedUser
}

function write(session: {
  accessToken: string | null
  refreshToken?: string | null
  user?: SessionUser | null
}): void {
  writeStorage(storageKeys.accessToken, session.accessToken)
  // An answer without a refresh token keeps the stored one (renewal while the access token is valid).
  if (session.refreshToken !== undefined)
    writeStorage(storageKeys.refreshToken, session.refreshToken)
  if (session.user !== undefined)
    writeStorage(storageKeys.user, session.user === null ? null : JSON.stringify(session.user))
  notify()
}

/** Keeps what a sign-in, an account creation or an automatic sign-in answered. */
export function storeSession(answer: SignInAnswer): void {
  write({ accessToken: answer.accesstoken, refreshToken: answer.refreshtoken, user: answer.data })
}

/** Replaces the stored user after the client changed its own details. */
export function storeUser(user: SessionUser): void {
  write({ accessToken: getAccessToken(), user })
}

/** Disconnect: tokens and user are gone; the live channel leaves its room when it sees no user. */
export function forgetSession(): void {
  write({ accessToken: null, refreshToken: null, user: null })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab signing in or out changes this one too.
  const onStorage = (e: StorageEvent) =>
    (e.key === storageKeys.user || e.key === storageKeys.accessToken || e.key === null) &&
    listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null)
}

export function useIsConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => Boolean(getAccessToken()),
    () => false,
  )
}

export const displayName = (user: SessionUser): string =>
  [user.co_firstname, user.co_name].filter(Boolean).join(' ') || user.co_login
