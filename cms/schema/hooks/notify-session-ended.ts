import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { notifySessionChanged } from '../../domain/live/live-notifier'
import { onTransactionEnd } from '../../domain/payload/transaction-end'

// A transaction still open after this long is told anyway (the hook's own work may hold it).
const COMMIT_GIVE_UP_MS = 30_000

/**
 * Tells the live channel that a session may have ended, now and again once the save's transaction
 * has ended: the channel reads the session back, and inside an open transaction (PostgreSQL) that
 * read would still find it alive, leaving its sockets open.
 */
function tellSessionChanged(req: PayloadRequest, family: unknown): void {
  const tell = () =>
    notifySessionChanged(family, (err) =>
      req.payload.logger.error({ err }, 'ending a live session failed'),
    )
  tell()
  if (!req.transactionID) return
  Promise.resolve(req.transactionID).then(
    (id) => {
      if (!id) return
      // Payload forgets the transaction's id once it has ended.
      if (req.transactionID !== id) tell()
      else onTransactionEnd(req.payload, id, COMMIT_GIVE_UP_MS, tell)
    },
    // A transaction that failed to start wrote nothing.
    () => undefined,
  )
}

/** A revoked refresh token may end its session: sockets and cached checks must learn it now. */
export const sessionRevoked: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (doc.revokedAt && !previousDoc?.revokedAt) tellSessionChanged(req, doc.family)
  return doc
}

/** Staff deleting a client's session row ends that session. */
export const sessionDeleted: CollectionAfterDeleteHook = ({ doc, req }) => {
  tellSessionChanged(req, doc.family)
  return doc
}
