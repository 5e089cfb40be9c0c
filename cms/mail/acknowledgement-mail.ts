import { escapeHtml } from '@contract/escape-html'
import { dateTimeFormat } from '@contract/intl-formats'
import { intlLocale, type Language } from '@contract/languages'

import type { AgencyCard } from './agency-card'
import { labelled, mailLayout, type MailContent } from './layout'

type Texts = {
  hello: string
  contactSubject: string
  contactReceived: string
  contactNext: string
  urgent: string
  visitSubject: string
  visitReceived: string
  visitReceivedNoOffer: string
  nextTitle: string
  visitNext: string
  follow: string
  followAction: string
}

const TEXTS: Record<Language, Texts> = {
  fr: {
    hello: 'Bonjour',
    contactSubject: 'Nous avons bien reçu votre message',
    contactReceived: 'Nous avons bien reçu votre message et vous en remercions.',
    contactNext:
      'Un conseiller de l’agence vous répondra dans un délai d’un jour ouvré, par e-mail ou par téléphone.',
    urgent: 'Pour toute demande urgente, appelez-nous au {phone}.',
    visitSubject: 'Votre demande de visite a bien été reçue',
    visitReceived:
      'Nous avons bien reçu votre demande de visite du bien {offer}, entre le {from} et le {to}.',
    visitReceivedNoOffer:
      'Nous avons bien reçu votre demande de visite, entre le {from} et le {to}.',
    nextTitle: 'Et ensuite ?',
    visitNext:
      'L’agence vous répond dans un délai d’un jour ouvré et vous confirme un créneau de visite par e-mail ou par téléphone.',
    follow: 'Vous pouvez suivre votre demande dans votre espace client.',
    followAction: 'Suivre ma demande',
  },
  en: {
    hello: 'Hello',
    contactSubject: 'We have received your message',
    contactReceived: 'Thank you: we have received your message.',
    contactNext:
      'One of the agency’s advisers will answer you within one working day, by e-mail or by phone.',
    urgent: 'If your request is urgent, call us on {phone}.',
    visitSubject: 'We have received your visit request',
    visitReceived:
      'We have received your request to visit the property {offer}, between {from} and {to}.',
    visitReceivedNoOffer: 'We have received your visit request, between {from} and {to}.',
    nextTitle: 'What happens next?',
    visitNext:
      'The agency answers you within one working day and confirms a visit slot by e-mail or by phone.',
    follow: 'You can follow your request in your client area.',
    followAction: 'Follow my request',
  },
  sp: {
    hello: 'Hola',
    contactSubject: 'Hemos recibido su mensaje',
    contactReceived: 'Hemos recibido su mensaje: muchas gracias.',
    contactNext:
      'Un asesor de la agencia le responderá en un plazo de un día laborable, por correo electrónico o por teléfono.',
    urgent: 'Si su solicitud es urgente, llámenos al {phone}.',
    visitSubject: 'Hemos recibido su solicitud de visita',
    visitReceived:
      'Hemos recibido su solicitud de visita del inmueble {offer}, entre el {from} y el {to}.',
    visitReceivedNoOffer: 'Hemos recibido su solicitud de visita, entre el {from} y el {to}.',
    nextTitle: '¿Y ahora?',
    visitNext:
      'La agencia le responde en un plazo de un día laborable y le confirma una franja horaria de visita por correo electrónico o por teléfono.',
    follow: 'Puede seguir su solicitud en su área de cliente.',
    followAction: 'Seguir mi solicitud',
  },
  ru: {
    hello: 'Здравствуйте',
    contactSubject: 'Мы получили ваше сообщение',
    contactReceived: 'Спасибо, мы получили ваше сообщение.',
    contactNext:
      'Консультант агентства ответит вам в течение одного рабочего дня по электронной почте или по телефону.',
    urgent: 'Если ваш вопрос срочный, позвоните нам: {phone}.',
    visitSubject: 'Мы получили вашу заявку на просмотр',
    visitReceived: 'Мы получили вашу заявку на просмотр объекта {offer} в период с {from} по {to}.',
    visitReceivedNoOffer: 'Мы получили вашу заявку на просмотр в период с {from} по {to}.',
    nextTitle: 'Что дальше?',
    visitNext:
      'Агентство ответит вам в течение одного рабочего дня и подтвердит время просмотра по электронной почте или по телефону.',
    follow: 'Следить за заявкой можно в личном кабинете.',
    followAction: 'Моя заявка',
  },
  it: {
    hello: 'Buongiorno',
    contactSubject: 'Abbiamo ricevuto il suo messaggio',
    contactReceived: 'Abbiamo ricevuto il suo messaggio e la ringraziamo.',
    contactNext:
      'Un consulente dell’agenzia le risponderà entro un giorno lavorativo, per e-mail o per telefono.',
    urgent: 'Per una richiesta urgente, ci chiami al {phone}.',
    visitSubject: 'Abbiamo ricevuto la sua richiesta di visita',
    visitReceived:
      'Abbiamo ricevuto la sua richiesta di visita dell’immobile {offer}, tra il {from} e il {to}.',
    visitReceivedNoOffer: 'Abbiamo ricevuto la sua richiesta di visita, tra il {from} e il {to}.',
    nextTitle: 'E adesso?',
    visitNext:
      'L’agenzia le risponde entro un giorno lavorativo e le conferma una fascia oraria per la visita per e-mail o per telefono.',
    follow: 'Può seguire la sua richiesta nella sua area clienti.',
    followAction: 'Seguire la mia richiesta',
  },
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m)
const e = escapeHtml

/** A visit's day (stored as YYYY-MM-DD) as the recipient writes dates: "2 octobre 2027", "2 October 2027". */
export const visitDay = (day: string, lang: Language): string =>
  dateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/**
 * The acknowledgement of a contact-form message. It goes to an address nobody has proven, so it
 * carries nothing the visitor typed (not even a name): whoever typed someone else's address can
 * make the agency say only these fixed words to them.
 */
export function contactAcknowledgement(lang: Language, agency: AgencyCard): MailContent {
  const t = TEXTS[lang]
  const urgent = fill(t.urgent, { phone: agency.phone })
  return mailLayout(
    lang,
    {
      subject: `${t.contactSubject} · ${agency.name}`,
      text: [`${t.hello},`, '', t.contactReceived, t.contactNext, '', urgent].join('\n'),
      html: [
        `<p style="margin:0 0 12px">${e(t.hello)},</p>`,
        `<p style="margin:0 0 12px">${e(t.contactReceived)}</p>`,
        `<p style="margin:0 0 12px">${e(t.contactNext)}</p>`,
        `<p style="margin:0">${e(urgent)}</p>`,
      ].join('\n'),
    },
    agency,
  )
}

export type VisitAcknowledged = {
  /** Only a proven address is greeted by name: the name was typed beside the address. */
  firstname: string
  /** The offer's reference and name, from the catalogue. */
  offer: string
  from: string
  to: string
  accountLink: string
}

/** The acknowledgement of a visit request: what was asked, what the agency does next, where to follow it. */
export function visitAcknowledgement(
  lang: Language,
  v: VisitAcknowledged,
  agency: AgencyCard,
): MailContent {
  const t = TEXTS[lang]
  const greeting = v.firstname ? `${t.hello} ${v.firstname},` : `${t.hello},`
  const values = { offer: v.offer, from: visitDay(v.from, lang), to: visitDay(v.to, lang) }
  const received = fill(v.offer ? t.visitReceived : t.visitReceivedNoOffer, values)
  const receivedHtml = fill(e(v.offer ? t.visitReceived : t.visitReceivedNoOffer), {
    offer: `<strong>${e(values.offer)}</strong>`,
    from: e(values.from),
    to: e(values.to),
  })
  const button = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0 0"><tr><td bgcolor="#14213d" style="background:#14213d;border-radius:4px"><a href="${e(v.accountLink)}" style="display:inline-block;padding:10px 18px;font-family:Arial,Helvetica,sans-serif;font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none">${e(t.followAction)}</a></td></tr></table>`
  return mailLayout(
    lang,
    {
      subject: `${t.visitSubject} · ${agency.name}`,
      text: [
        greeting,
        '',
        received,
        '',
        t.nextTitle,
        t.visitNext,
        '',
        t.follow,
        labelled(lang, t.followAction, v.accountLink),
      ].join('\n'),
      html: [
        `<p style="margin:0 0 12px">${e(greeting)}</p>`,
        `<p style="margin:0 0 12px">${receivedHtml}</p>`,
        `<p style="margin:0 0 4px;font-weight:bold;color:#14213d">${e(t.nextTitle)}</p>`,
        `<p style="margin:0 0 12px">${e(t.visitNext)}</p>`,
        `<p style="margin:0">${e(t.follow)}</p>`,
        button,
      ].join('\n'),
    },
    agency,
  )
}
