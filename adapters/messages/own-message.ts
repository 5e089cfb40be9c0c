import type { Payload } from 'payload'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import type { CallerClient } from '../auth/caller'
import type { AgencyMessage } from '@cms/payload-types'

/** A message's id in an address (`/messages/:id/…`). */
export const messageIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,64}$/) })

/**
 * One of the agency's messages to the caller, read with the caller's rights: another client's
 * message, or none, is `not_found` alike.
 */
export async function ownMessage(
  payload: Payload,
  caller: CallerClient,
  id: string,
): Promise<AgencyMessage> {
  const found = await payload
    .findByID({
      collection: 'messages',
      id,
      depth: 0,
      overrideAccess: false,
      user: caller,
      disableErrors: true,
      joins: false,
    })
    .catch(() => null)
  if (!found) throw new ApiError('not_found', 'No such message')
  return found
}
