/** The photo grid's words in the admin's two languages, French the reference. */
export const photoGridWords = {
  fr: {
    cover: 'Couverture',
    empty: 'Aucune photo pour l’instant.',
    drop: 'Déposez des photos ici',
    choose: 'ou choisissez des fichiers',
    accepted:
      'JPEG, PNG, WebP ou AVIF, 20 Mo au plus par photo. La première photo sert de couverture.',
    moveBefore: 'Déplacer avant',
    moveAfter: 'Déplacer après',
    remove: 'Retirer de l’offre',
    notPublished: 'Non publiée',
    notPublishedTitle:
      'Visible seulement par l’agence : ni le site, ni l’API, ni les portails, ni la fiche imprimée ne la montrent.',
    photo: 'Photo',
    position: 'position',
    waiting: 'En attente',
    sent: 'Envoyée',
    dismiss: 'Fermer',
    wrongType: 'Ce fichier n’est pas une photo JPEG, PNG, WebP ou AVIF.',
    tooLarge: 'Fichier trop volumineux ({{size}} Mo) : 20 Mo au plus.',
    refused: 'Le serveur a refusé ce fichier : {{reason}}',
    network: 'L’envoi a échoué (connexion interrompue). Réessayez.',
    moved: 'Photo déplacée en position {{position}} sur {{count}}.',
  },
  en: {
    cover: 'Cover',
    empty: 'No photo yet.',
    drop: 'Drop photos here',
    choose: 'or choose files',
    accepted: 'JPEG, PNG, WebP or AVIF, 20 MB at most each. The first photo is the cover.',
    moveBefore: 'Move before',
    moveAfter: 'Move after',
    remove: 'Remove from the offer',
    notPublished: 'Not published',
    notPublishedTitle:
      'Seen by the agency only: neither the site, the API, the portals nor the printed sheet show it.',
    photo: 'Photo',
    position: 'position',
    waiting: 'Waiting',
    sent: 'Uploaded',
    dismiss: 'Dismiss',
    wrongType: 'This file is not a JPEG, PNG, WebP or AVIF photo.',
    tooLarge: 'File too large ({{size}} MB): 20 MB at most.',
    refused: 'The server refused this file: {{reason}}',
    network: 'The upload failed (connection lost). Try again.',
    moved: 'Photo moved to position {{position}} of {{count}}.',
  },
}

export type PhotoGridWords = (typeof photoGridWords)['fr']

/** The words for the admin's language (French unless the staff member chose English). */
export const wordsFor = (language: string): PhotoGridWords =>
  photoGridWords[language === 'en' ? 'en' : 'fr']

/** A phrase with its `{{name}}` placeholders filled. */
export const fill = (phrase: string, values: Record<string, string | number>): string =>
  phrase.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
