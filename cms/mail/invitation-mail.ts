import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import type { AgencyCard } from './agency-card'
import { mailLayout } from './layout'

type Texts = {
  subject: string
  hello: string
  intro: string
  action: string
  codeLine: string
  expiry: string
}

const TEXTS: Record<Language, Texts> = {
  fr: {
    subject: 'Votre espace client vous attend',
    hello: 'Bonjour',
    intro:
      'L’agence vous a ouvert un espace client : vous y retrouverez vos demandes de visite et nos messages. Pour l’activer, choisissez votre identifiant et votre mot de passe.',
    action: 'Activer mon espace client',
    codeLine: 'Votre code d’activation',
    expiry:
      'Ce code est valable 7 jours et ne sert qu’une fois. Passé ce délai, demandez-en un nouveau à l’agence.',
  },
  en: {
    subject: 'Your client area is waiting for you',
    hello: 'Hello',
    intro:
      'The agency has opened a client area for you, with your visit requests and our messages. To activate it, choose your login and password.',
    action: 'Activate my client area',
    codeLine: 'Your activation code',
    expiry:
      'This code is valid for 7 days and works once. After that, ask the agency for a new one.',
  },
  sp: {
    subject: 'Su área de cliente le espera',
    hello: 'Hola',
    intro:
      'La agencia le ha abierto un área de cliente, con sus solicitudes de visita y nuestros mensajes. Para activarla, elija su usuario y su contraseña.',
    action: 'Activar mi área de cliente',
    codeLine: 'Su código de activación',
    expiry:
      'Este código es válido durante 7 días y solo sirve una vez. Después, pida uno nuevo a la agencia.',
  },
  ru: {
    subject: 'Ваш личный кабинет готов',
    hello: 'Здравствуйте',
    intro:
      'Агентство открыло для вас личный кабинет: там ваши заявки на просмотр и наши сообщения. Чтобы активировать его, выберите логин и пароль.',
    action: 'Активировать личный кабинет',
    codeLine: 'Ваш код активации',
    expiry: 'Код действителен 7 дней и только один раз. После этого попросите в агентстве новый.',
  },
  it: {
    subject: 'La sua area clienti la aspetta',
    hello: 'Buongiorno',
    intro:
      'L’agenzia le ha aperto un’area clienti, con le sue richieste di visita e i nostri messaggi. Per attivarla, scelga il suo nome utente e la password.',
    action: 'Attivare la mia area clienti',
    codeLine: 'Il suo codice di attivazione',
    expiry:
      'Questo codice è valido 7 giorni e funziona una sola volta. Dopo, ne chieda uno nuovo all’agenzia.',
  },
}

/** The invitation a client receives from staff: the activation code, and the link that carries it. */
export function invitationMail(
  lang: Language,
  link: string,
  code: string,
  firstname: string,
  agency: AgencyCard,
) {
  const t = TEXTS[lang]
  const greeting = firstname ? `${t.hello} ${firstname},` : `${t.hello},`
  const text = [
    greeting,
    '',
    t.intro,
    '',
    `${t.codeLine}: ${code}`,
    `${t.action}: ${link}`,
    '',
    t.expiry,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p>${escapeHtml(t.codeLine)}&nbsp;: <strong style="font-family:monospace">${escapeHtml(code)}</strong></p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}</p>`,
  ].join('\n')
  return mailLayout(lang, { subject: `${t.subject} · ${agency.name}`, text, html }, agency)
}
