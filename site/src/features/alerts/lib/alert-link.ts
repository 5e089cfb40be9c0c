import { ApiError } from '../../../lib/api-client'
import type { AlertOutcome } from '../components/alert-outcome-page'

/** The outcome of following a mail's link: done, an unknown (or already used) token, or a failure to try again. */
export async function followAlertLink(
  action: () => Promise<unknown>,
  done: AlertOutcome,
): Promise<AlertOutcome> {
  try {
    await action()
    return done
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? 'unknown' : 'failed'
  }
}
