/** The Portals view's words, in the admin's two languages. */
export const portalsWords = {
  fr: {
    nav: 'Portails',
    title: 'Portails immobiliers',
    intro:
      'Chaque portail lit ses offres dans un flux dont l’adresse contient son jeton secret : ne la donner qu’au portail. ' +
      'Une offre cochée pour un portail mais incomplète n’est pas envoyée : elle est listée ici avec la raison.',
    newPortal: 'Nouveau portail',
    edit: 'Modifier',
    none: 'Aucun portail pour l’instant.',
    format: 'Format',
    active: 'Actif',
    inactive: 'Inactif (le flux ne répond pas)',
    includeAll: 'Toutes les offres publiées',
    ticked: 'Offres cochées seulement',
    address: 'Adresse du flux',
    token: 'Jeton',
    show: 'Afficher',
    hide: 'Masquer',
    copy: 'Copier',
    copied: 'Copié',
    inFeed: 'Dans le flux',
    offers: (n: number) => `${n.toLocaleString('fr-FR')} offre${n > 1 ? 's' : ''}`,
    lastFetch: 'Dernière lecture',
    never: 'Jamais lu par le portail',
    fetchesThatDay: (n: number, day: string) =>
      `${n.toLocaleString('fr-FR')} lecture${n > 1 ? 's' : ''} le ${day} (UTC)`,
    userAgent: 'Agent utilisateur',
    refused: (n: number) =>
      n === 0
        ? 'Aucune offre refusée'
        : `${n.toLocaleString('fr-FR')} offre${n > 1 ? 's' : ''} refusée${n > 1 ? 's' : ''}`,
    offer: 'Offre',
    reasons: 'Raisons',
    fetches: 'Toutes les lectures',
  },
  en: {
    nav: 'Portals',
    title: 'Property portals',
    intro:
      'Each portal reads its offers from a feed whose address holds its secret token: give it to that portal only. ' +
      'An offer ticked for a portal but incomplete is left out of the feed: it is listed here with the reason.',
    newPortal: 'New portal',
    edit: 'Edit',
    none: 'No portal yet.',
    format: 'Format',
    active: 'Active',
    inactive: 'Inactive (the feed does not answer)',
    includeAll: 'All published offers',
    ticked: 'Ticked offers only',
    address: 'Feed address',
    token: 'Token',
    show: 'Show',
    hide: 'Hide',
    copy: 'Copy',
    copied: 'Copied',
    inFeed: 'In the feed',
    offers: (n: number) => `${n.toLocaleString('en-GB')} offer${n === 1 ? '' : 's'}`,
    lastFetch: 'Last fetch',
    never: 'Never read by the portal',
    fetchesThatDay: (n: number, day: string) =>
      `${n.toLocaleString('en-GB')} fetch${n === 1 ? '' : 'es'} on ${day} (UTC)`,
    userAgent: 'User agent',
    refused: (n: number) =>
      n === 0
        ? 'No offer refused'
        : `${n.toLocaleString('en-GB')} offer${n === 1 ? '' : 's'} refused`,
    offer: 'Offer',
    reasons: 'Reasons',
    fetches: 'All fetches',
  },
}

export type PortalsWords = (typeof portalsWords)['fr']
