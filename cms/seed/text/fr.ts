import { plural, RESIDENTIAL, type Bank } from './bank'

const TYPE: Record<string, string> = {
  apartment: 'Appartement',
  studio: 'Studio',
  villa: 'Villa',
  penthouse: 'Penthouse',
  duplex: 'Duplex',
  office: 'Bureau',
  shop: 'Local commercial',
  parking: 'Parking',
  cellar: 'Cave',
  land: 'Terrain',
}
const VIEW_SHORT = {
  sea: 'vue mer',
  port: 'vue sur le port',
  garden: 'sur jardin',
  city: 'vue dégagée',
  panoramic: 'vue panoramique',
  quiet: 'au calme',
}
const VIEW_LONG = {
  sea: 'une vue imprenable sur la mer',
  port: 'une belle vue sur le port',
  garden: 'une vue reposante sur les jardins',
  city: 'une vue dégagée sur la ville',
  panoramic: 'une vue panoramique sur la Méditerranée',
  quiet: 'un cadre calme et verdoyant',
}

export const fr: Bank = {
  name: (o) =>
    `${TYPE[o.type]}${o.pieces > 1 && RESIDENTIAL.has(o.type) ? ` ${o.pieces} pièces` : ''} ${VIEW_SHORT[o.view]} – ${o.building}`,
  intro: (o) =>
    `Situé dans la résidence ${o.building} à ${o.place}, ce bien de ${o.surface} m² offre ${VIEW_LONG[o.view]}.`,
  layout: (o) =>
    o.bedrooms > 0
      ? `Il se compose d’un séjour lumineux, de ${plural(o.bedrooms, 'chambre', 'chambres')} et de ${plural(o.bathrooms, 'salle de bains', 'salles de bains')}.`
      : o.type === 'studio'
        ? 'La pièce principale, lumineuse, s’ouvre sur une cuisine équipée et une salle de douche.'
        : '',
  feature: (o) =>
    ({
      terrace: `Une terrasse de ${o.terrace} m² prolonge les pièces de réception.`,
      pool: 'La résidence dispose d’une piscine et d’un espace de détente.',
      renovated: 'Entièrement rénové avec des matériaux de qualité, il est prêt à être habité.',
      concierge: 'Conciergerie et sécurité sont assurées 24 heures sur 24.',
      parking: 'Une place de parking en sous-sol complète ce bien.',
      garden: 'Un jardin méditerranéen planté d’oliviers entoure la propriété.',
      office: 'Les locaux, climatisés, conviennent à une activité de bureau ou de conseil.',
      storage: 'L’accès est sécurisé et se fait par badge.',
    })[o.feature],
  closings: [
    'Une adresse rare, à quelques minutes des plages et des commerces.',
    'Visites sur rendez-vous auprès de notre agence.',
    'Idéal comme résidence principale ou comme pied-à-terre sur la Riviera.',
  ],
  buildingDescription: (name, place, v) =>
    [
      `${name} est une résidence de standing à ${place}, avec hall d’accueil et gardien.`,
      `Construite face à la mer, la résidence ${name} à ${place} offre des prestations haut de gamme.`,
      `${name} : un immeuble élégant au cœur de ${place}, proche des commerces et des écoles.`,
    ][v % 3],
}
