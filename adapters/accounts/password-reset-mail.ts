import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import type { AgencyCard } from '../../cms/mail/agency-card'
import { mailLayout } from '../../cms/mail/layout'

export type PasswordMailKind = 'reset' | 'welcome'

type Texts = {
  subject: Record<PasswordMailKind, string>
  hello: string
  intro: Record<PasswordMailKind, string>
  action: string
  expiry: string
  ignore: string
}

const TEXTS: Record<Language, Texts> = {
  fr: {
    subject: {
      reset: 'Réinitialisation de votre mot de passe',
      welcome: 'Votre compte client : choisissez votre mot de passe',
    },
    hello: 'Bonjour',
    intro: {
      reset: 'Vous avez demandé à changer le mot de passe de votre espace client.',
      welcome:
        'Votre compte client a bien été créé. Pour vous connecter plus tard, choisissez votre mot de passe.',
    },
    action: 'Choisir mon mot de passe',
    expiry:
      'Ce lien est valable une heure et ne sert qu’une fois. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
  },
  en: {
    subject: { reset: 'Reset your password', welcome: 'Your client account: choose your password' },
    hello: 'Hello',
    intro: {
      reset: 'You asked to change the password of your client area.',
      welcome: 'Your client account has been created. To sign in later, choose your password.',
    },
    action: 'Choose my password',
    expiry:
      'This link is valid for one hour and works once. After that, use “Forgot password” on the sign-in page.',
    ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
  },
  sp: {
    subject: {
      reset: 'Restablecer su contraseña',
      welcome: 'Su cuenta de cliente: elija su contraseña',
    },
    hello: 'Hola',
    intro: {
      reset: 'Ha solicitado cambiar la contraseña de su área de cliente.',
      welcome:
        'Su cuenta de cliente ha sido creada. Para conectarse más adelante, elija su contraseña.',
    },
    action: 'Elegir mi contraseña',
    expiry:
      'Este enlace es válido durante una hora y solo sirve una vez. Después, use «Contraseña olvidada» en la página de conexión.',
    ignore: 'Si no ha hecho esta solicitud, ignore este mensaje: su contraseña no cambia.',
  },
  ru: {
    subject: { reset: 'Сброс пароля', welcome: 'Ваш клиентский аккаунт: выберите пароль' },
    hello: 'Здравствуйте',
    intro: {
      reset: 'Вы запросили смену пароля личного кабинета.',
      welcome: 'Ваш клиентский аккаунт создан. Чтобы входить в него позже, выберите пароль.',
    },
    action: 'Выбрать пароль',
    expiry:
      'Ссылка действительна один час и только один раз. После этого воспользуйтесь «Забыли пароль» на странице входа.',
    ignore: 'Если вы не отправляли этот запрос, просто проигнорируйте письмо: пароль не изменится.',
  },
  it: {
    subject: {
      reset: 'Reimpostazione della password',
      welcome: 'Il suo account cliente: scelga la password',
    },
    hello: 'Buongiorno',
    intro: {
      reset: 'Ha chiesto di cambiare la password della sua area clienti.',
      welcome:
        'Il suo account cliente è stato creato. Per accedere in seguito, scelga la password.',
    },
    action: 'Scegliere la password',
    expiry:
      'Questo link è valido per un’ora e funziona una sola volta. Dopo, usi «Password dimenticata» nella pagina di accesso.',
    ignore: 'Se non ha fatto questa richiesta, ignori questo messaggio: la password non cambia.',
  },
}

/** The "choose your password" mail, in the client's language and the agency's frame. */
export function passwordMail(
  kind: PasswordMailKind,
  lang: Language,
  link: string,
  firstname: string,
  agency: AgencyCard,
) {
  const t = TEXTS[lang]
  const greeting = firstname ? `${t.hello} ${firstname},` : `${t.hello},`
  const text = [
    greeting,
    '',
    t.intro[kind],
    '',
    `${t.action}: ${link}`,
    '',
    t.expiry,
    t.ignore,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.intro[kind])}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n')
  return mailLayout(lang, { subject: `${t.subject[kind]} · ${agency.name}`, text, html }, agency)
}
