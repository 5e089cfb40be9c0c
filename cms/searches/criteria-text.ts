import type { Language } from '@contract/languages'

/** The words that restate a saved search's criteria in its confirmation mail. */
export type CriteriaText = {
  title: string
  labels: {
    kind: string
    area: string
    types: string
    rooms: string
    budget: string
    map: string
    energy: string
    frequency: string
  }
  kind: { sell: string; rent: string; both: string }
  areas: { monaco: string; france: string; international: string; any: string }
  /** The word for one room and for several (at most four: five reads as `fivePlus`). */
  room: [string, string]
  fivePlus: string
  or: string
  budget: { between: string; upTo: string; from: string }
  map: string
  energy: string
}

export const CRITERIA_TEXT: Record<Language, CriteriaText> = {
  fr: {
    title: 'Votre recherche',
    labels: {
      kind: 'Projet',
      area: 'Secteur',
      types: 'Type de bien',
      rooms: 'Pièces',
      budget: 'Budget',
      map: 'Zone',
      energy: 'Classe énergie',
      frequency: 'Alertes',
    },
    kind: { sell: 'Achat', rent: 'Location', both: 'Achat ou location' },
    areas: {
      monaco: 'Monaco',
      france: 'Côte d’Azur (France)',
      international: 'International',
      any: 'Tous les secteurs',
    },
    room: ['pièce', 'pièces'],
    fivePlus: '5 pièces et plus',
    or: 'ou',
    budget: { between: 'De {min} à {max}', upTo: 'Jusqu’à {max}', from: 'À partir de {min}' },
    map: 'Zone dessinée sur la carte',
    energy: '{class} ou mieux',
  },
  en: {
    title: 'Your search',
    labels: {
      kind: 'Looking',
      area: 'Area',
      types: 'Property type',
      rooms: 'Rooms',
      budget: 'Budget',
      map: 'Map',
      energy: 'Energy class',
      frequency: 'Alerts',
    },
    kind: { sell: 'To buy', rent: 'To rent', both: 'To buy or to rent' },
    areas: {
      monaco: 'Monaco',
      france: 'Côte d’Azur (France)',
      international: 'International',
      any: 'Every area',
    },
    room: ['room', 'rooms'],
    fivePlus: '5 rooms or more',
    or: 'or',
    budget: { between: 'From {min} to {max}', upTo: 'Up to {max}', from: 'From {min}' },
    map: 'The area drawn on the map',
    energy: '{class} or better',
  },
  sp: {
    title: 'Su búsqueda',
    labels: {
      kind: 'Operación',
      area: 'Zona',
      types: 'Tipo de inmueble',
      rooms: 'Habitaciones',
      budget: 'Presupuesto',
      map: 'Mapa',
      energy: 'Clase energética',
      frequency: 'Alertas',
    },
    kind: { sell: 'Comprar', rent: 'Alquilar', both: 'Comprar o alquilar' },
    areas: {
      monaco: 'Mónaco',
      france: 'Costa Azul (Francia)',
      international: 'Internacional',
      any: 'Todas las zonas',
    },
    room: ['habitación', 'habitaciones'],
    fivePlus: '5 habitaciones o más',
    or: 'o',
    budget: { between: 'De {min} a {max}', upTo: 'Hasta {max}', from: 'Desde {min}' },
    map: 'La zona dibujada en el mapa',
    energy: '{class} o mejor',
  },
  ru: {
    title: 'Ваш поиск',
    labels: {
      kind: 'Сделка',
      area: 'Район',
      types: 'Тип объекта',
      rooms: 'Комнаты',
      budget: 'Бюджет',
      map: 'Карта',
      energy: 'Энергокласс',
      frequency: 'Уведомления',
    },
    kind: { sell: 'Покупка', rent: 'Аренда', both: 'Покупка или аренда' },
    areas: {
      monaco: 'Монако',
      france: 'Лазурный Берег (Франция)',
      international: 'За рубежом',
      any: 'Все районы',
    },
    room: ['комната', 'комнаты'],
    fivePlus: '5 комнат и более',
    or: 'или',
    budget: { between: 'От {min} до {max}', upTo: 'До {max}', from: 'От {min}' },
    map: 'Область, выделенная на карте',
    energy: '{class} или лучше',
  },
  it: {
    title: 'La sua ricerca',
    labels: {
      kind: 'Operazione',
      area: 'Zona',
      types: 'Tipo di immobile',
      rooms: 'Locali',
      budget: 'Budget',
      map: 'Mappa',
      energy: 'Classe energetica',
      frequency: 'Avvisi',
    },
    kind: { sell: 'Acquisto', rent: 'Affitto', both: 'Acquisto o affitto' },
    areas: {
      monaco: 'Monaco',
      france: 'Costa Azzurra (Francia)',
      international: 'Internazionale',
      any: 'Tutte le zone',
    },
    room: ['locale', 'locali'],
    fivePlus: '5 locali o più',
    or: 'o',
    budget: { between: 'Da {min} a {max}', upTo: 'Fino a {max}', from: 'Da {min}' },
    map: 'La zona disegnata sulla mappa',
    energy: '{class} o migliore',
  },
}
