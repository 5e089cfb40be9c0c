import type { Language } from '@contract/languages'

/** The invitation form's words, in the admin's two languages. */
export const inviteWords = {
  fr: {
    title: 'Inviter un client',
    intro:
      'Le client reçoit par e-mail un lien valable 7 jours pour choisir lui-même son identifiant et son mot de passe sur le site. ' +
      'Vous n’avez ni identifiant ni mot de passe à inventer.',
    email: 'Adresse e-mail',
    civility: 'Civilité',
    firstname: 'Prénom',
    name: 'Nom',
    lang: 'Langue de l’invitation',
    submit: 'Envoyer l’invitation',
    sending: 'Envoi…',
    sent: (email: string) => `Invitation envoyée à ${email}`,
    required: 'Ce champ est obligatoire.',
    badEmail: 'Indiquez une adresse e-mail valide.',
    emailTaken: 'Un client avec cette adresse e-mail existe déjà : ouvrez sa fiche pour l’inviter.',
    failed: 'L’invitation n’a pas pu être envoyée. Réessayez dans un instant.',
    none: '—',
  },
  en: {
    title: 'Invite a client',
    intro:
      'The client is mailed a link, valid 7 days, to choose their own login and password on the site. ' +
      'You have no login or password to make up.',
    email: 'E-mail address',
    civility: 'Title',
    firstname: 'First name',
    name: 'Last name',
    lang: 'Language of the invitation',
    submit: 'Send the invitation',
    sending: 'Sending…',
    sent: (email: string) => `Invitation sent to ${email}`,
    required: 'This field is required.',
    badEmail: 'Enter a valid e-mail address.',
    emailTaken: 'A client with this e-mail address already exists: open their page to invite them.',
    failed: 'The invitation could not be sent. Try again in a moment.',
    none: '—',
  },
}
export type InviteWords = (typeof inviteWords)['fr']

/** The languages an invitation can be written in, named in the staff member's language. */
export const INVITATION_LANGUAGES: Record<'fr' | 'en', Record<Language, string>> = {
  fr: { fr: 'Français', en: 'Anglais', sp: 'Espagnol', ru: 'Russe', it: 'Italien' },
  en: { fr: 'French', en: 'English', sp: 'Spanish', ru: 'Russian', it: 'Italian' },
}
