import { webActionPath } from '@contract/web-actions'

import { apiPost, ApiError } from '../lib/api-client'
import { syncFavourites } from './account-favourites-on-demand'
import {
  forgetSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  type SignInAnswer,
  storeSession,
} from '../lib/session'

let inFlight: Promise<boolean> | null = null
let lastRenewal = 0

/** Navigations closer together than this reuse the token just renewed. */
const RENEW_INTERVAL_MS = 30_000

/**
 * POST /autosignin: a fresh access token from the current one, or from the refresh token
 * once it has expired (the server then rotates the refresh token). Resolves whether a session
 * remains. A refused renewal (401) ends the session; a network failure keeps it for next time.
 */
export function renewSession({ force = false } = {}): Promise<boolean> {
  if (!getStoredUser()) return Promise.resolve(false)
  if (!force && Date.now() - lastRenewal < RENEW_INTERVAL_MS) return Promise.resolve(true)
  inFlight ??= (async () => {
    try {
      const accesstoken = getAccessToken()
      const refreshtoken = getRefreshToken()
      const answer = await apiPost<SignInAnswer>(webActionPath('autoSignIn'), {
        ...(accesstoken ? { accesstoken } : {}),
        ...(refreshtoken ? { refreshtoken } : {}),
      })
      // Signed out while the renewal was under way: the answer must not bring the session back.
      if (!getStoredUser()) return false
      storeSession(answer)
      lastRenewal = Date.now()
      void syncFavourites(answer.preferences)
      return true
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        forgetSession()
        return false
      }
      return true
    } finally {
      inFlight = null
    }
  })()
  return inFlight
}

/** Forget the last renewal time (after a sign-in the new token is fresh anyway). */
export function markSessionFresh(): void {
  lastRenewal = Date.now()
}
