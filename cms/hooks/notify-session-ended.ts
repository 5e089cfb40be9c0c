import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { notifySessionChanged } from '../live-notifier'

const logFailure =
  (payload: { logger: { error: (o: object, m: string) => void } }) => (err: unknown) =>
    payload.logger.error({ err }, 'ending a live session failed')

/** A revoked refresh token may end its session: sockets and cached checks must learn it now. */
export const sessionRevoked: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (doc.revokedAt && !previousDoc?.revokedAt)
    notifySessionChanged(doc.family, logFailure(req.payload))
  return doc
}

/** Staff deleting a client's session row ends that session. */
export const sessionDeleted: CollectionAfterDeleteHook = ({ doc, req }) => {
  notifySessionChanged(doc.family, logFailure(req.payload))
  return doc
}
