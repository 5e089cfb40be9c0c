import type { Payload } from 'payload'

import { makeClient, makeOffer } from './factories'
import { makeConfirmedSearches } from './saved-searches'

/**
 * A client with one record of every kind the agency holds about a client: a visit request with its
 * comment, a message from the agency and the client's reply to it, a contact-form message and a
 * valuation request sent from its address, two saved
 * searches and its preferences (favourites included). Its address counts as proven unless told.
 */
export async function clientWithRecords(
  payload: Payload,
  over: Parameters<typeof makeClient>[1] = {},
) {
  const client = await makeClient(payload, {
    co_email_verified: true,
    co_tel1: '+377 99 12 34 56',
    co_preferences: { lang: 'fr', favories: [101, 202] },
    ...over,
  })
  const offer = await makeOffer(payload)
  const visit = await payload.create({
    collection: 'actions',
    data: {
      contact: client.id,
      offer: offer.id,
      date_start: '2027-03-01',
      date_end: '2027-03-03',
      ac_comment: `Le matin si possible, ${client.co_name}`,
      ac_status: 'waiting',
    },
    context: { seeding: true },
  })
  const fromAgency = await payload.create({
    collection: 'messages',
    data: { contact: client.id, subject: `Votre visite ${client.id}`, body: 'Bonjour, à lundi.' },
  })
  const reply = await payload.create({
    collection: 'message-replies',
    data: {
      message: fromAgency.id,
      contact: client.id,
      text: `Lundi me convient, ${client.co_name} (${client.id})`,
    },
    overrideAccess: true,
    context: { seeding: true },
  })
  const sent = await payload.create({
    collection: 'contact-messages',
    data: {
      firstname: client.co_firstname ?? 'Jeanne',
      name: client.co_name ?? 'Client',
      // The same mailbox, typed otherwise: case and a +tag do not make it another person's.
      email: `${client.email.split('@')[0].toUpperCase()}+site@${client.email.split('@')[1]}`,
      tel: '+377 99 12 34 56',
      country: 'Monaco',
      message: `Je cherche un trois-pièces (${client.id})`,
    },
    overrideAccess: true,
    context: { seeding: true },
  })
  const type = await payload.create({
    collection: 'items',
    data: {
      kind: 'type',
      value: 800_000 + Number(client.id),
      text: `type-${client.id}`,
      label_fr: 'Appartement',
      label_en: 'Apartment',
    },
  })
  const valuation = await payload.create({
    collection: 'valuation-requests',
    data: {
      district: 'larvotto',
      address: `12 rue du Portier (${client.id})`,
      type: type.id,
      surface: 84,
      rooms: 3,
      features: ['sea_view'],
      firstname: client.co_firstname ?? 'Jeanne',
      name: client.co_name ?? 'Client',
      email: client.email.toUpperCase(),
      tel: '+377 99 12 34 56',
      message: `Estimation avant la vente (${client.id})`,
      status: 'new',
    },
    overrideAccess: true,
    context: { seeding: true },
  })
  await makeConfirmedSearches(payload, { client: client.id }, 2)
  return { client, offer, visit, fromAgency, reply, sent, valuation, type }
}
