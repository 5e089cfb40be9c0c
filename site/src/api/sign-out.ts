import { apiPost } from '../lib/api-client'
import { forgetSession, getRefreshToken } from '../lib/session'

/**
 * Disconnect. The server revokes the session's refresh tokens; the local session is cleared
 * whatever it answers, so a visitor can always sign out, even offline.
 */
export async function signOut(): Promise<void> {
  const refreshtoken = getRefreshToken()
  try {
    await apiPost('/web/1.0/signout', refreshtoken ? { refreshtoken } : {})
  } catch {
    /* already logged by the API client; the local session goes anyway */
  } finally {
    forgetSession()
  }
}
