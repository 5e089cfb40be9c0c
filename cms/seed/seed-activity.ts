import type { Payload } from 'payload'

import type { Client } from '../payload-types'
import { seedContactMail } from './seed-contact-mails'

const day = (offset: number) =>
  new Date(Date.UTC(2026, 5, 1) + offset * 86_400_000).toISOString().slice(0, 10)

/** Visit requests, offers viewed and agency messages for the demo client, and a few contact-form messages. */
export async function seedActivity(payload: Payload, clientId: Client['id']): Promise<void> {
  const mine = await payload.count({
    collection: 'actions',
    where: { contact: { equals: clientId } },
  })
  if (mine.totalDocs === 0) {
    const offers = await payload.find({
      collection: 'offers',
      where: { and: [{ _status: { equals: 'published' } }, { of_web: { equals: true } }] },
      sort: 'of_ref',
      limit: 4,
      depth: 0,
      select: { of_ref: true },
    })
    const plans = [
      {
        ac_status: 'waiting',
        ac_comment: 'Nous serions disponibles en fin de matinée.',
        from: 10,
        to: 14,
      },
      {
        ac_status: 'in_progress',
        ac_comment: 'Can we also see the parking space?',
        from: 3,
        to: 5,
      },
      { ac_status: 'accepted', ac_comment: '', from: -20, to: -18 },
      {
        ac_status: 'refused',
        ac_comment: 'Visite avec mon architecte si possible.',
        from: -40,
        to: -38,
      },
    ] as const
    // The demo client opened these offers on the site while signed in: the client's page lists them.
    for (const [i, offer] of offers.docs.entries())
      await payload.create({
        collection: 'client-offer-views',
        data: {
          client: clientId,
          offer: offer.id,
          count: 4 - i,
          last_viewed_at: `${day(-i * 3)}T09:30:00.000Z`,
        },
        depth: 0,
      })
    for (const [i, offer] of offers.docs.entries()) {
      const p = plans[i]
      await payload.create({
        collection: 'actions',
        data: {
          contact: clientId,
          offer: offer.id,
          date_start: day(p.from),
          date_end: day(p.to),
          ac_comment: p.ac_comment,
          ac_status: p.ac_status,
        },
        depth: 0,
        context: { seeding: true },
      })
    }
  }
  const messages = await payload.count({
    collection: 'messages',
    where: { contact: { equals: clientId } },
  })
  if (messages.totalDocs === 0) {
    const list = [
      {
        subject: 'Bienvenue chez Belsunce Immobilier',
        body:
          'Chère Madame Dumont,\n\nNous sommes ravis de vous compter parmi nos clients. Votre conseillère reste ' +
          'à votre disposition pour organiser vos visites.\n\nBien cordialement,\nL’équipe Belsunce',
        read: true,
      },
      {
        subject: 'Votre visite est confirmée',
        body: 'Le propriétaire a accepté votre demande de visite. Nous vous attendrons dans le hall de la résidence à l’heure convenue.',
        read: true,
      },
      {
        subject: 'Nouvelle offre correspondant à votre recherche',
        body: 'Un appartement de 4 pièces avec vue mer vient d’entrer en exclusivité à Monte-Carlo. Souhaitez-vous le visiter cette semaine ?',
        read: false,
      },
    ]
    for (const m of list)
      await payload.create({ collection: 'messages', data: { contact: clientId, ...m }, depth: 0 })
  }
  const inbox = await payload.count({ collection: 'contact-messages' })
  if (inbox.totalDocs === 0) {
    const list = [
      {
        firstname: 'Hans',
        name: 'Keller',
        email: 'hans.keller@example.ch',
        tel: '+41 79 555 12 34',
        country: 'Monaco',
        message:
          'Bonjour, je cherche un 3 pièces à louer à Fontvieille à partir de septembre. Merci de me recontacter.',
        mail: 'sent',
      },
      {
        firstname: 'Olivia',
        name: 'Grant',
        email: 'olivia.grant@example.co.uk',
        tel: '+44 7700 900 412',
        country: 'Angleterre',
        message:
          'We are looking to buy a family apartment in Monte Carlo with three bedrooms. What is currently available?',
        mail: 'sent',
      },
      {
        firstname: 'Dmitri',
        name: 'Volkov',
        email: 'd.volkov@example.ru',
        tel: '+7 903 555 66 10',
        country: 'Russie',
        message: 'Здравствуйте, интересует вилла на Кап-Ферра. Прошу связаться со мной.',
        mail: 'failed',
      },
      {
        firstname: 'Chiara',
        name: 'Conti',
        email: 'chiara.conti@example.it',
        tel: '+39 348 555 2290',
        country: 'Italie',
        message: 'Buongiorno, vorrei informazioni sui parcheggi in vendita a La Condamine.',
        mail: 'retrying',
      },
    ] as const
    // Their mail status is read from the mail queue: each gets its mail there.
    for (const { mail, ...m } of list) {
      const stored = await payload.create({
        collection: 'contact-messages',
        data: { ...m },
        depth: 0,
        context: { seeding: true },
      })
      await seedContactMail(payload, { ...m, id: stored.id }, mail)
    }
  }
}
