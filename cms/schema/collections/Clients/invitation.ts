import { randomBytes } from 'node:crypto'

import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeValidateHook,
  type Field,
} from 'payload'

import { sendInvitation } from '../../../domain/mail/invitation-send'
import { isStaffField, isStaffUser } from '../../access/is-staff'
import { env } from '../../../env'
import type { Client } from '../../../payload-types'

/** Ticked by staff on saving a client: the client is mailed an activation code. Never stored. */
export const sendInvitationField: Field = {
  name: 'sendInvitation',
  type: 'checkbox',
  virtual: true,
  defaultValue: false,
  label: { en: 'Send an invitation on save', fr: 'Envoyer une invitation à l’enregistrement' },
  access: { create: isStaffField, update: isStaffField, read: isStaffField },
  admin: {
    position: 'sidebar',
    description: {
      en:
        'Mails the client an activation code (valid 7 days, in the client’s language, else French) ' +
        'with a link to choose a login and password on the site. A new invitation replaces the previous one.',
      fr:
        'Envoie au client un code d’activation (valable 7 jours, dans sa langue, sinon en français) ' +
        'avec un lien pour choisir son identifiant et son mot de passe sur le site. ' +
        'Une nouvelle invitation remplace la précédente.',
    },
  },
}

const wantsInvitation = (
  data: Partial<Client> | undefined,
  req: Parameters<CollectionBeforeValidateHook>[0]['req'],
) => (data as { sendInvitation?: unknown } | undefined)?.sendInvitation === true && isStaffUser(req)

/**
 * An invitation needs an address to go to. A client created only to be invited gets an unusable
 * random password and a provisional login: it chooses its own with the code.
 */
export const prepareInvitation: CollectionBeforeValidateHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (!data || !wantsInvitation(data, req)) return data
  const email = data.email ?? (originalDoc as Client | undefined)?.email
  if (!email) {
    throw new ValidationError({
      collection: 'contacts',
      errors: [
        {
          path: 'email',
          message:
            req.i18n?.language === 'fr'
              ? 'Une adresse e-mail est nécessaire pour envoyer une invitation'
              : 'An invitation needs an e-mail address',
        },
      ],
      req,
    })
  }
  if (operation === 'create') {
    data.password ||= randomBytes(32).toString('base64url')
    data.username ||= `invite-${randomBytes(6).toString('hex')}`
  }
  return data
}

/**
 * Sends the invitation once the client is saved; a mail that could not leave at once stays queued.
 * The code is stored in the save's transaction (`req`): a new client exists only there until it
 * commits.
 */
export const sendInvitationAfterSave: CollectionAfterChangeHook = async ({ data, doc, req }) => {
  if (!wantsInvitation(data as Partial<Client>, req)) return doc
  await sendInvitation(req.payload, env(), doc as Client, req).catch((err: unknown) =>
    req.payload.logger.error(
      { err, contact: doc.id },
      'the invitation was queued but its first sending failed',
    ),
  )
  return doc
}
