import { webActionPath } from '@contract/web-actions'

import { apiRequest } from '../lib/api-client'
import { forgetSession, getAccessToken, getRefreshToken } from '../lib/session'
import { forgetAccountFavourites } from './account-favourites-on-demand'

/**
 * Disconnect. The local session is cleared first, whatever the server answers, so a visitor can
 * always sign out, even offline; and so nothing on the page (the live channel the server closes,
 * a renewal under way) tries to renew the tokens being revoked. The server then revokes the
 * session named by the tokens read before. The account's favourites leave this browser with it
 * (they are kept in the account).
 */
export async function signOut(): Promise<void> {
  const accessToken = getAccessToken()
  const refreshtoken = getRefreshToken()
  forgetSession()
  void forgetAccountFavourites()
  try {
    await apiRequest(webActionPath('signOut'), {
      method: 'POST',
      body: refreshtoken ? { refreshtoken } : {},
      accessToken,
    })
  } catch {
    /* already logged by the API client; the local session is gone anyway */
  }
}
