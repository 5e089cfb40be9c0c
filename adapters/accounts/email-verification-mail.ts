import type { Language } from '@contract/languages'
import { escapeHtml } from '@contract/escape-html'

import type { AgencyCard } from '../../cms/mail/agency-card'
import { mailLayout } from '../../cms/mail/layout'

type Texts = {
  subject: string
  hello: string
  intro: string
  action: string
  expiry: string
  ignore: string
}

const TEXTS: Record<Language, Texts> = {
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    hello: 'Bonjour',
    intro:
      'Vous avez indiqué cette adresse pour votre espace client. Confirmez-la pour recevoir nos messages.',
    action: 'Confirmer mon adresse',
    expiry: 'Ce lien est valable une heure et ne sert qu’une fois.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : nous ne vous écrirons pas.',
  },
  en: {
    subject: 'Confirm your e-mail address',
    hello: 'Hello',
    intro: 'You gave this address for your client area. Confirm it to receive our messages.',
    action: 'Confirm my address',
    expiry: 'This link is valid for one hour and works once.',
    ignore: 'If you did not ask for this, ignore this message: we will not write to you.',
  },
  sp: {
    subject: 'Confirme su dirección de correo electrónico',
    hello: 'Hola',
    intro:
      'Ha indicado esta dirección para su área de cliente. Confírmela para recibir nuestros mensajes.',
    action: 'Confirmar mi dirección',
    expiry: 'Este enlace es válido durante una hora y solo sirve una vez.',
    ignore: 'Si no ha hecho esta solicitud, ignore este mensaje: no le escribiremos.',
  },
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    hello: 'Здравствуйте',
    intro:
      'Вы указали этот адрес для личного кабинета. Подтвердите его, чтобы получать наши сообщения.',
    action: 'Подтвердить адрес',
    expiry: 'Ссылка действует один час и только один раз.',
    ignore:
      'Если вы не отправляли этот запрос, просто проигнорируйте письмо: мы не будем вам писать.',
  },
  it: {
    subject: 'Confermi il suo indirizzo e-mail',
    hello: 'Buongiorno',
    intro:
      'Ha indicato questo indirizzo per la sua area clienti. Lo confermi per ricevere i nostri messaggi.',
    action: 'Conferma il mio indirizzo',
    expiry: 'Questo link è valido per un’ora e funziona una sola volta.',
    ignore: 'Se non ha fatto questa richiesta, ignori questo messaggio: non le scriveremo.',
  },
}

/**
 * The mail that proves a client's new address: its link marks the address verified. It goes to an
 * address nobody has proven yet, so it carries no text the client wrote: the first name is not
 * written (whoever typed that address could have made it a message to its owner).
 */
export function verificationMail(
  lang: Language,
  link: string,
  _firstname: string,
  agency: AgencyCard,
): { subject: string; text: string; html: string } {
  const t = TEXTS[lang]
  const text = [
    `${t.hello},`,
    '',
    t.intro,
    '',
    `${t.action} : ${link}`,
    '',
    t.expiry,
    t.ignore,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(t.hello)},</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n')
  return mailLayout(lang, { subject: `${t.subject} – ${agency.name}`, text, html }, agency)
}
