import type { MailKind } from './load-mails'

/** The Mails view's words, in the admin's two languages. */
export const mailsWords = {
  fr: {
    nav: 'Mails',
    title: 'Mails envoyés par le site',
    intro:
      'Les mails du site et leur sort. Une fois parti ou abandonné, un mail ne garde que son destinataire et son objet ; ' +
      'un mail à l’agence abandonné garde son contenu et peut être renvoyé.',
    total: (n: number) => `${n.toLocaleString('fr-FR')} mail${n > 1 ? 's' : ''}`,
    date: 'Date',
    to: 'Destinataire',
    subject: 'Objet',
    kind: 'Nature',
    status: 'Statut',
    attempts: 'Essais',
    lastError: 'Dernière erreur',
    resend: 'Renvoyer',
    resent: 'Remis en file',
    resendFailed: 'Échec du renvoi',
    none: 'Aucun mail.',
    previous: '← Plus récents',
    next: 'Plus anciens →',
    queue: 'La file brute (tâches)',
    kinds: {
      contact: 'Message de contact',
      agency: 'À l’agence',
      client: 'Client ou visiteur',
    } as Record<MailKind, string>,
  },
  en: {
    nav: 'Mails',
    title: 'Mails the site sends',
    intro:
      'The site’s mails and what became of them. Once sent or given up, a mail keeps only its recipient and subject; ' +
      'a mail to the agency given up keeps its content and can be sent again.',
    total: (n: number) => `${n.toLocaleString('en-GB')} mail${n === 1 ? '' : 's'}`,
    date: 'Date',
    to: 'Recipient',
    subject: 'Subject',
    kind: 'Kind',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    resend: 'Send again',
    resent: 'Queued again',
    resendFailed: 'Could not send again',
    none: 'No mail.',
    previous: '← Newer',
    next: 'Older →',
    queue: 'The raw queue (jobs)',
    kinds: {
      contact: 'Contact message',
      agency: 'To the agency',
      client: 'Client or visitor',
    } as Record<MailKind, string>,
  },
}
