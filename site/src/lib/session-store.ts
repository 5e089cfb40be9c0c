import { useSyncExternalStore } from 'react'

import type { Client } from '@contract/accounts'

import { clearSession, setSession } from './session'
import { readStorage, storageKeys } from './storage'

/**
 * The signed-in client as the API describes it (the legacy contact shape, no secrets). A user
 * stored by an earlier version of the site may lack the newer fields.
 */
export type SessionUser = Pick<Client, 'co_id' | 'co_login' | 'co_email1' | 'co_civility' | 'co_firstname' | 'co_name'> & Partial<Client>

export type SignInAnswer = { accesstoken: string; refreshtoken?: string; data: SessionUser }

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

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

export const getRefreshToken = (): string | null => readStorage(storageKeys.refreshToken)

/** Keeps what a sign-in, an account creation or an automatic sign-in answered. */
export function storeSession(answer: SignInAnswer): void {
  setSession({ accessToken: answer.accesstoken, refreshToken: answer.refreshtoken, user: answer.data })
  notify()
}

/** Replaces the stored user after the client changed its own details. */
export function storeUser(user: SessionUser): void {
  setSession({ accessToken: readStorage(storageKeys.accessToken), user })
  notify()
}

/** Disconnect: tokens and user are gone; the live channel leaves its room when it sees no user. */
export function forgetSession(): void {
  clearSession()
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab signing in or out changes this one too.
  const onStorage = (e: StorageEvent) => (e.key === storageKeys.user || e.key === null) && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, getStoredUser, () => null)
}

export const displayName = (user: SessionUser): string => [user.co_firstname, user.co_name].filter(Boolean).join(' ') || user.co_login
