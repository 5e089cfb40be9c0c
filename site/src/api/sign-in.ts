import { webActionPath } from '@contract/web-actions'

import { apiPost } from '../lib/api-client'
import { type SignInAnswer, storeSession } from '../lib/session'
import { syncFavourites } from './account-favourites-on-demand'
import { markSessionFresh } from './auto-sign-in'

/** POST /signin with a login (or e-mail) and password; the session is stored on success. */
export async function signIn(login: string, password: string): Promise<SignInAnswer> {
  const answer = await apiPost<SignInAnswer>(webActionPath('signIn'), {
    co_login: login.trim(),
    co_password: password,
  })
  storeSession(answer)
  markSessionFresh()
  void syncFavourites(answer.preferences)
  return answer
}
