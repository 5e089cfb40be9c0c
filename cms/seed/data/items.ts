import type { Names } from './places'

const n = (fr: string, en: string, sp: string, ru: string, it: string): Names => ({ fr, en, sp, ru, it })
export type ItemSeed = { kind: 'type' | 'exclusivity' | 'service'; value: number; text: string; options?: number; icon?: string; labels: Names }

/** Offer types; parking and storage carry option 8 or 9 so the home filter hides them. */
export const TYPES: ItemSeed[] = [
  { kind: 'type', value: 1, text: 'apartment', labels: n('Appartement', 'Apartment', 'Apartamento', 'Квартира', 'Appartamento') },
  { kind: 'type', value: 2, text: 'studio', labels: n('Studio', 'Studio', 'Estudio', 'Студия', 'Monolocale') },
  { kind: 'type', value: 3, text: 'villa', labels: n('Villa', 'Villa', 'Villa', 'Вилла', 'Villa') },
  { kind: 'type', value: 4, text: 'penthouse', labels: n('Penthouse', 'Penthouse', 'Ático', 'Пентхаус', 'Attico') },
  { kind: 'type', value: 5, text: 'duplex', labels: n('Duplex', 'Duplex', 'Dúplex', 'Дуплекс', 'Duplex') },
  { kind: 'type', value: 6, text: 'office', labels: n('Bureau', 'Office', 'Oficina', 'Офис', 'Ufficio') },
  { kind: 'type', value: 7, text: 'shop', labels: n('Local commercial', 'Shop', 'Local comercial', 'Торговое помещение', 'Negozio') },
  { kind: 'type', value: 8, text: 'parking', options: 8, labels: n('Parking', 'Parking space', 'Plaza de garaje', 'Парковка', 'Posto auto') },
  { kind: 'type', value: 9, text: 'cellar', options: 9, labels: n('Cave / Dépôt', 'Cellar / Storage', 'Bodega / Trastero', 'Погреб / Склад', 'Cantina / Deposito') },
  { kind: 'type', value: 10, text: 'land', labels: n('Terrain', 'Land', 'Terreno', 'Участок', 'Terreno') },
]

export const EXCLUSIVITIES: ItemSeed[] = [
  { kind: 'exclusivity', value: 0, text: 'none', labels: n('Non exclusif', 'Not exclusive', 'No exclusivo', 'Без эксклюзива', 'Non in esclusiva') },
  { kind: 'exclusivity', value: 1, text: 'exclusive', labels: n('Exclusivité', 'Exclusive', 'Exclusiva', 'Эксклюзив', 'Esclusiva') },
  { kind: 'exclusivity', value: 2, text: 'co-exclusive', labels: n('Co-exclusivité', 'Co-exclusive', 'Coexclusiva', 'Совместный эксклюзив', 'Co-esclusiva') },
]

const service = (i: number, text: string, labels: Names): ItemSeed => ({ kind: 'service', value: 2 ** i, text, icon: text, labels })
export const SERVICES: ItemSeed[] = [
  service(0, 'pool', n('Piscine', 'Swimming pool', 'Piscina', 'Бассейн', 'Piscina')),
  service(1, 'concierge', n('Conciergerie', 'Concierge', 'Conserjería', 'Консьерж', 'Portineria')),
  service(2, 'parking', n('Parking', 'Parking', 'Aparcamiento', 'Парковка', 'Parcheggio')),
  service(3, 'sea-view', n('Vue mer', 'Sea view', 'Vista al mar', 'Вид на море', 'Vista mare')),
  service(4, 'terrace', n('Terrasse', 'Terrace', 'Terraza', 'Терраса', 'Terrazza')),
  service(5, 'air-conditioning', n('Climatisation', 'Air conditioning', 'Aire acondicionado', 'Кондиционер', 'Aria condizionata')),
  service(6, 'gym', n('Salle de sport', 'Gym', 'Gimnasio', 'Спортзал', 'Palestra')),
  service(7, 'cellar', n('Cave', 'Cellar', 'Bodega', 'Погреб', 'Cantina')),
  service(8, 'security', n('Sécurité 24h/24', '24-hour security', 'Seguridad 24 h', 'Охрана 24/7', 'Sicurezza 24 ore su 24')),
  service(9, 'lift', n('Ascenseur', 'Lift', 'Ascensor', 'Лифт', 'Ascensore')),
  service(10, 'garden', n('Jardin', 'Garden', 'Jardín', 'Сад', 'Giardino')),
  service(11, 'furnished', n('Meublé', 'Furnished', 'Amueblado', 'С мебелью', 'Arredato')),
]
