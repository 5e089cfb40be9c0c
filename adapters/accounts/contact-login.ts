import { AuthenticationError, LockedAuth, type Payload } from 'payload'
import { ApiError } from '@contract/api-error'

import type { Client } from '@cms/payload-types'

/**
 * A client's password checked by Payload's own login (by login or e-mail), which counts failures
 * and locks the account: a locked account answers `locked`, a wrong password the caller's error.
 */
export async function loginContact(
  payload: Payload,
  username: string,
  password: string,
  wrongPassword: () => ApiError,
): Promise<Client | undefined> {
  try {
    const { user } = await payload.login({
      collection: 'contacts',
      data: { username, password },
      depth: 0,
    })
    return user
  } catch (err) {
    if (err instanceof LockedAuth)
      throw new ApiError(
        'locked',
        'Too many failed attempts: this account is locked for 15 minutes',
      )
    if (err instanceof AuthenticationError) throw wrongPassword()
    throw err
  }
}
