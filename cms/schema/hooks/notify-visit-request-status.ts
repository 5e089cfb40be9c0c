import type { CollectionAfterChangeHook } from 'payload'

import { notifyLive } from '../../domain/live/live-notifier'

/** A visit request whose status changed reaches its client's live room. */
export const notifyVisitRequestStatus: CollectionAfterChangeHook = ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && previousDoc?.ac_status !== doc.ac_status) {
    notifyLive(doc.contact, { kind: 'action', ac_id: doc.id, ac_status: doc.ac_status }, (err) =>
      req.payload.logger.error({ err }, 'live notice for a visit request failed'),
    )
  }
  return doc
}
