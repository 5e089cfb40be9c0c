import type { CollectionAfterChangeHook, Field } from 'payload'

import { isStaffField, isStaffUser } from '../access/is-staff'
import { replyOnVisitRequest } from '../../domain/mail/visit-reply'
import type { VisitRequest } from '../../payload-types'

/** Typed by staff on a visit request; on save it becomes a message to the client. Never stored here. */
export const replyField: Field = {
  name: 'reply',
  type: 'textarea',
  virtual: true,
  maxLength: 10000,
  label: { en: 'Reply to the client', fr: 'Répondre au client' },
  access: { create: isStaffField, update: isStaffField, read: isStaffField },
  admin: {
    // Payload shows virtual fields read-only unless told otherwise: this one is typed by staff.
    readOnly: false,
    description: {
      en:
        'On save, this text becomes a message in the client’s area (it appears there at once) and is mailed to the ' +
        'client; the box is then emptied. Earlier replies are under the client’s messages.',
      fr:
        'À l’enregistrement, ce texte devient un message dans l’espace du client (il y apparaît aussitôt) et lui est ' +
        'envoyé par mail ; la case se vide ensuite. Les réponses déjà envoyées sont dans les messages du client.',
    },
  },
}

/** Staff's reply, once the visit request is saved: a client message, then a mail (see `replyOnVisitRequest`). */
export const replyToClient: CollectionAfterChangeHook<VisitRequest> = async ({
  data,
  doc,
  req,
}) => {
  const text =
    typeof (data as { reply?: unknown }).reply === 'string'
      ? (data as { reply: string }).reply.trim()
      : ''
  if (!text || !isStaffUser(req)) return doc
  await replyOnVisitRequest(req, doc, text)
  return doc
}
