import type { CollectionAfterChangeHook, Field } from 'payload'
import { escapeHtml } from '@contract/escape-html'
import { toLanguage, type Language } from '@contract/languages'

import { isStaffField, isStaffUser } from '../access/is-staff'
import { keepRequestLocale } from '../keep-request-locale'
import { env } from '../env'
import { agencyCard } from '../mail/agency-card'
import { queueClientMail } from '../mail/client-mail'
import { labelled, mailLayout } from '../mail/layout'
import type { AgencyMessage, Client, Offer, VisitRequest } from '../payload-types'
import { idOf } from '../relation-id'

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
      en: 'On save, this text becomes a message in the client’s area (it appears there at once) and is mailed to the client; the box is then emptied. Earlier replies are under the client’s messages.',
      fr: 'À l’enregistrement, ce texte devient un message dans l’espace du client (il y apparaît aussitôt) et lui est envoyé par mail ; la case se vide ensuite. Les réponses déjà envoyées sont dans les messages du client.',
    },
  },
}

const SUBJECT: Record<Language, string> = {
  fr: 'Votre demande de visite',
  en: 'Your visit request',
  sp: 'Su solicitud de visita',
  ru: 'Ваша заявка на просмотр',
  it: 'La sua richiesta di visita',
}
const SEE_AREA: Record<Language, string> = {
  fr: 'Retrouvez ce message dans votre espace client',
  en: 'Find this message in your client area',
  sp: 'Encuentre este mensaje en su área de cliente',
  ru: 'Это сообщение есть в вашем личном кабинете',
  it: 'Trova questo messaggio nella sua area clienti',
}

const languageOf = (c: Client): Language => {
  const prefs = c.co_preferences
  const lang =
    prefs && typeof prefs === 'object' && !Array.isArray(prefs)
      ? (prefs as { lang?: unknown }).lang
      : undefined
  return lang ? toLanguage(lang) : 'fr'
}

/**
 * A staff reply on a visit request: saved as a client message (whose own hook tells the client's
 * live room), then mailed to the client in its language. A mail that cannot leave at once stays
 * queued; an address the client never proved receives no mail (the client area still shows it).
 */
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
  const { payload } = req
  const contactId = idOf(doc.contact)
  if (contactId == null) return doc
  const contact = (await payload.findByID({
    collection: 'contacts',
    id: contactId,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Client
  const lang = languageOf(contact)
  const offerId = idOf(doc.offer)
  const offer =
    offerId == null
      ? null
      : ((await keepRequestLocale(req, () =>
          payload.findByID({
            collection: 'offers',
            id: offerId,
            depth: 0,
            locale: lang,
            overrideAccess: true,
            disableErrors: true,
            req,
          }),
        )) as Offer | null)
  const subject = [SUBJECT[lang], offer?.of_ref].filter(Boolean).join(' — ').slice(0, 200)
  const message = (await payload.create({
    collection: 'messages',
    data: { contact: contactId as number, subject, body: text },
    overrideAccess: true,
    depth: 0,
    req,
  })) as AgencyMessage
  const area = `${env().PUBLIC_URL}/account`
  const agency = agencyCard()
  await queueClientMail(
    payload,
    contact,
    mailLayout(
      lang,
      {
        subject: `${subject} · ${agency.name}`,
        text: `${text}\n\n${labelled(lang, SEE_AREA[lang], area)}\n`,
        html: `<p style="white-space:pre-wrap">${escapeHtml(text)}</p><p><a href="${escapeHtml(area)}">${escapeHtml(SEE_AREA[lang])}</a></p>`,
      },
      agency,
    ),
    { verifies: false },
  ).catch((err: unknown) =>
    payload.logger.error(
      { err, message: message.id },
      'a reply to a visit request was saved but its first mailing failed',
    ),
  )
  return doc
}
