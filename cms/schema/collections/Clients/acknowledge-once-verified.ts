import type { CollectionAfterChangeHook } from 'payload'

import { acknowledgeHeldVisitRequests } from '../../../domain/mail/acknowledge'
import type { Client } from '../../../payload-types'

/**
 * The save that proves a client's address lets the acknowledgements of its waiting visit requests
 * leave; the requests are marked inside that save's transaction (`req`).
 */
export const acknowledgeOnceVerified: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (
    operation !== 'update' ||
    doc.co_email_verified !== true ||
    previousDoc?.co_email_verified === true
  )
    return doc
  await acknowledgeHeldVisitRequests(req.payload, doc as Client, req).catch((err: unknown) =>
    req.payload.logger.error(
      { err, contact: doc.id },
      'the address is verified but the held visit acknowledgements could not be queued',
    ),
  )
  return doc
}
