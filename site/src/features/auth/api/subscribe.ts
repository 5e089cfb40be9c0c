import { webActionPath } from '@contract/web-actions'

import { apiPost } from '../../../lib/api-client'
import { type SignInAnswer, storeSession } from '../../../lib/session'
import { syncFavourites } from '../../../api/account-favourites-on-demand'
import { markSessionFresh } from '../../../api/auto-sign-in'

/**
 * POST /subscribe: spends an activation code from the agency to choose a login and a
 * password; the answer is a session, stored as after signing in. 400 bad_code, 409 login_exists.
 */
export async function subscribeWithCode(input: {
  code: string
  login: string
  password: string
}): Promise<SignInAnswer> {
  const answer = await apiPost<SignInAnswer>(webActionPath('subscribe'), {
    code: input.code.trim(),
    co_login: input.login.trim(),
    co_password: input.password,
  })
  storeSession(answer)
  markSessionFresh()
  void syncFavourites(answer.preferences)
  return answer
}
