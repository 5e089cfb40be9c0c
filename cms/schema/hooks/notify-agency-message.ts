import type { CollectionAfterChangeHook } from 'payload'

import { notifyLive } from '../../domain/live/live-notifier'

/** A new message from the agency reaches the client's live room (the site refreshes its unread badge). */
export const notifyAgencyMessage: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation === 'create') {
    notifyLive(doc.contact, { kind: 'message', ms_id: doc.id }, (err) =>
      req.payload.logger.error({ err }, 'live notice for a new message failed'),
    )
  }
  return doc
}
