import type { Audience } from '../../domain/offers/audience'

export type AudienceLang = 'fr' | 'en'

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`

/** The audience's words in the admin's two languages. French counts 0 and 1 alike in the singular. */
export const audienceWords = {
  fr: {
    title: 'Audience et contacts',
    views: (a: Audience) =>
      `${a.views7} vue${a.views7 > 1 ? 's' : ''} sur 7 jours, ${a.views30} sur 30 jours`,
    visits: (n: number) => plural(n, 'demande de visite', 'demandes de visite'),
    messages: (n: number) => plural(n, 'message de contact', 'messages de contact'),
    favourites: (n: number) => plural(n, 'client l’a en favori', 'clients l’ont en favori'),
    alerts: (n: number) =>
      plural(n, 'recherche enregistrée l’a reçue', 'recherches enregistrées l’ont reçue'),
    shortVisits: (n: number) => plural(n, 'visite', 'visites'),
    shortMessages: (n: number) => plural(n, 'message', 'messages'),
    shortFavourites: (n: number) => plural(n, 'favori', 'favoris'),
    shortAlerts: (n: number) => plural(n, 'alerte', 'alertes'),
    none: 'aucun contact',
    unsaved: 'Les chiffres apparaîtront une fois l’offre enregistrée.',
    failed: 'Les chiffres n’ont pas pu être lus.',
    note: 'Vues comptées sans cookie, robots exclus.',
  },
  en: {
    title: 'Audience and leads',
    views: (a: Audience) =>
      `${a.views7} view${a.views7 === 1 ? '' : 's'} over 7 days, ${a.views30} over 30 days`,
    visits: (n: number) => plural(n, 'visit request', 'visit requests'),
    messages: (n: number) => (n === 1 ? '1 contact message' : `${n} contact messages`),
    favourites: (n: number) => `${plural(n, 'client keeps', 'clients keep')} it as a favourite`,
    alerts: (n: number) => `${plural(n, 'saved search', 'saved searches')} received it`,
    shortVisits: (n: number) => (n === 1 ? '1 visit' : `${n} visits`),
    shortMessages: (n: number) => (n === 1 ? '1 message' : `${n} messages`),
    shortFavourites: (n: number) => (n === 1 ? '1 favourite' : `${n} favourites`),
    shortAlerts: (n: number) => (n === 1 ? '1 alert' : `${n} alerts`),
    none: 'no lead',
    unsaved: 'The figures will show once the offer is saved.',
    failed: 'The figures could not be read.',
    note: 'Views counted without cookies, robots excluded.',
  },
} as const

export const audienceLang = (language: string | undefined): AudienceLang =>
  language === 'en' ? 'en' : 'fr'
