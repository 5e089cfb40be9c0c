import { ApiError } from '../lib/api-client'
import { renewSession } from './auto-sign-in'

/**
 * Runs a call that needs the client's token. An access token that expired since the last
 * navigation gives 401: the session is renewed once with the refresh token and the call retried.
 */
export async function withSession<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error
    if (!(await renewSession({ force: true }))) throw error
    return call()
  }
}
