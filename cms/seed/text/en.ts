import { plural, RESIDENTIAL, type Bank } from './bank'

const TYPE: Record<string, string> = {
  apartment: 'apartment',
  studio: 'Studio',
  villa: 'villa',
  penthouse: 'penthouse',
  duplex: 'duplex',
  office: 'Office',
  shop: 'Shop',
  parking: 'Parking space',
  cellar: 'Cellar',
  land: 'Building plot',
}
const VIEW_SHORT = {
  sea: 'with sea view',
  port: 'overlooking the port',
  garden: 'with garden view',
  city: 'with open view',
  panoramic: 'with panoramic view',
  quiet: 'in a quiet setting',
}
const VIEW_LONG = {
  sea: 'a stunning view of the sea',
  port: 'a beautiful view of the harbour',
  garden: 'a restful view of the gardens',
  city: 'an open view over the city',
  panoramic: 'a panoramic view of the Mediterranean',
  quiet: 'a calm and green setting',
}

export const en: Bank = {
  name: (o) => {
    const t = TYPE[o.type]
    const head =
      o.pieces > 1 && RESIDENTIAL.has(o.type)
        ? `${o.pieces}-room ${t}`
        : t.charAt(0).toUpperCase() + t.slice(1)
    return `${head.charAt(0).toUpperCase() + head.slice(1)} ${VIEW_SHORT[o.view]} – ${o.building}`
  },
  intro: (o) =>
    `Located in ${o.building} in ${o.place}, this ${o.surface} m² property offers ${VIEW_LONG[o.view]}.`,
  layout: (o) =>
    o.bedrooms > 0
      ? `It comprises a bright living room, ${plural(o.bedrooms, 'bedroom', 'bedrooms')} and ${plural(o.bathrooms, 'bathroom', 'bathrooms')}.`
      : o.type === 'studio'
        ? 'The bright main room opens onto a fitted kitchen and a shower room.'
        : '',
  feature: (o) =>
    ({
      terrace: `A ${o.terrace} m² terrace extends the reception rooms.`,
      pool: 'The residence has a swimming pool and a relaxation area.',
      renovated: 'Fully renovated with quality materials, it is ready to move into.',
      concierge: 'Concierge and security services are provided around the clock.',
      parking: 'An underground parking space comes with the property.',
      garden: 'A Mediterranean garden planted with olive trees surrounds the property.',
      office: 'The air-conditioned premises suit an office or consultancy.',
      storage: 'Access is secured by a key card.',
    })[o.feature],
  closings: [
    'A rare address, a few minutes from the beaches and shops.',
    'Viewings by appointment with our agency.',
    'Ideal as a main home or as a pied-à-terre on the Riviera.',
  ],
  buildingDescription: (name, place, v) =>
    [
      `${name} is a prestigious residence in ${place}, with a reception hall and a caretaker.`,
      `Built facing the sea, ${name} in ${place} offers high-end amenities.`,
      `${name}: an elegant building in the heart of ${place}, close to shops and schools.`,
    ][v % 3],
}
