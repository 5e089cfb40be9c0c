/** The side-by-side view's texts in the admin's two languages (French unless the staff member chose English). */
const WORDS = {
  fr: {
    title: 'Textes du site, langues côte à côte',
    back: 'Retour à la liste',
    missingIn: 'Manquant en',
    anyLanguage: 'une langue au moins',
    everything: 'Tous les textes',
    search: 'Rechercher dans les clés et les textes',
    apply: 'Filtrer',
    perPage: 'par page',
    key: 'Clé',
    missing: 'manquant',
    found: (n: number) => `${n} texte${n > 1 ? 's' : ''}`,
    none: 'Aucun texte ne correspond.',
    page: (p: number, of: number) => `Page ${p} sur ${of}`,
    previous: 'Précédente',
    next: 'Suivante',
    open: 'Ouvrir la fiche',
    saved: 'Texte enregistré',
    notSaved: 'Le texte n’a pas pu être enregistré',
    link: 'Voir les langues côte à côte',
    nav: 'Traductions côte à côte',
  },
  en: {
    title: 'Site texts, languages side by side',
    back: 'Back to the list',
    missingIn: 'Missing in',
    anyLanguage: 'at least one language',
    everything: 'All texts',
    search: 'Search keys and texts',
    apply: 'Filter',
    perPage: 'per page',
    key: 'Key',
    missing: 'missing',
    found: (n: number) => `${n} text${n > 1 ? 's' : ''}`,
    none: 'No text matches.',
    page: (p: number, of: number) => `Page ${p} of ${of}`,
    previous: 'Previous',
    next: 'Next',
    open: 'Open the record',
    saved: 'Text saved',
    notSaved: 'The text could not be saved',
    link: 'See the languages side by side',
    nav: 'Translations side by side',
  },
}

export type SideBySideWords = (typeof WORDS)['fr']

export const sideBySideWords = (language: string | undefined): SideBySideWords =>
  WORDS[language === 'en' ? 'en' : 'fr']
