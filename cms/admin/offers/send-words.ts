/** The words of "send this offer to the interested clients", in the admin's two languages. */
export const sendWords = {
  fr: {
    open: 'Envoyer ce bien aux clients intéressés',
    loading: 'Recherche des clients intéressés…',
    title: (ref: string) => `Envoyer ${ref} aux clients intéressés`,
    nobody: 'Aucune recherche enregistrée confirmée ne correspond à ce bien.',
    unreachable: (n: number) =>
      n > 1
        ? `${n} autres recherches correspondent, de clients dont l’adresse n’est pas vérifiée : rien ne leur sera envoyé.`
        : '1 autre recherche correspond, d’un client dont l’adresse n’est pas vérifiée : rien ne lui sera envoyé.',
    recipients: (n: number) => (n > 1 ? `${n} destinataires` : '1 destinataire'),
    toSend: (n: number) =>
      n > 1 ? `${n} mails à envoyer` : n === 1 ? '1 mail à envoyer' : 'aucun mail à envoyer',
    searches: (n: number) => (n > 1 ? `${n} recherches` : '1 recherche'),
    already: 'déjà reçu : ne sera pas renvoyé',
    language: 'langue',
    subject: 'Objet',
    body: 'Le mail tel que le client le recevra',
    confirm: (n: number) => (n > 1 ? `Envoyer les ${n} mails` : 'Envoyer le mail'),
    cancel: 'Annuler',
    sending: 'Envoi…',
    sent: (n: number) => (n > 1 ? `${n} mails envoyés.` : '1 mail envoyé.'),
    allAlready: 'Chaque client intéressé a déjà reçu ce bien : rien ne sera envoyé.',
    nothingSent: 'Rien n’a été envoyé : chaque client intéressé a déjà reçu ce bien.',
    skipped: (n: number) =>
      n > 1 ? `${n} clients l’avaient déjà reçu.` : '1 client l’avait déjà reçu.',
    failed: 'L’envoi a échoué',
    refLabel: 'Référence du bien',
    refFind: 'Voir les clients intéressés',
    refUnknown: (ref: string) => `Aucune offre n’a la référence « ${ref} ».`,
  },
  en: {
    open: 'Send this property to the interested clients',
    loading: 'Looking for the interested clients…',
    title: (ref: string) => `Send ${ref} to the interested clients`,
    nobody: 'No confirmed saved search matches this property.',
    unreachable: (n: number) =>
      n > 1
        ? `${n} more searches match, of clients whose address is not verified: nothing will be sent to them.`
        : '1 more search matches, of a client whose address is not verified: nothing will be sent to them.',
    recipients: (n: number) => (n === 1 ? '1 recipient' : `${n} recipients`),
    toSend: (n: number) =>
      n === 1 ? '1 mail to send' : n ? `${n} mails to send` : 'no mail to send',
    searches: (n: number) => (n === 1 ? '1 search' : `${n} searches`),
    already: 'already received: will not be sent again',
    language: 'language',
    subject: 'Subject',
    body: 'The mail as the client will get it',
    confirm: (n: number) => (n === 1 ? 'Send the mail' : `Send the ${n} mails`),
    cancel: 'Cancel',
    sending: 'Sending…',
    sent: (n: number) => (n === 1 ? '1 mail sent.' : `${n} mails sent.`),
    allAlready: 'Every interested client already received this property: nothing will be sent.',
    nothingSent: 'Nothing was sent: every interested client already received this property.',
    skipped: (n: number) =>
      n === 1 ? '1 client had already received it.' : `${n} clients had already received it.`,
    failed: 'The send failed',
    refLabel: 'Property reference',
    refFind: 'See the interested clients',
    refUnknown: (ref: string) => `No offer has the reference “${ref}”.`,
  },
} as const
