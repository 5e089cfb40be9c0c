import type { Payload } from 'payload'
import sharp from 'sharp'

import type { Offer } from '@cms/payload-types'

/**
 * A small, fully known catalogue for the public API tests: every area, district, kind, room
 * count, type and service combination the filters distinguish, plus offers the public must
 * never see (a draft, one not on the web).
 */
export type Fixtures = Awaited<ReturnType<typeof createFixtures>>

export const TYPES = [
  {
    text: 'apartment',
    value: 1,
    options: 0,
    label_fr: 'Appartement',
    label_en: 'Apartment',
    label_ru: 'Квартира',
  },
  { text: 'villa', value: 2, options: 0, label_fr: 'Villa', label_en: 'Villa' },
  { text: 'office', value: 3, options: 8, label_fr: 'Bureau', label_en: 'Office' },
]
export const SERVICES = [
  {
    text: 'pool',
    value: 1,
    icon: 'pool',
    label_fr: 'Piscine',
    label_en: 'Pool',
    label_sp: 'Piscina',
    label_ru: 'Бассейн',
    label_it: 'Piscina',
  },
  { text: 'parking', value: 2, icon: 'parking', label_fr: 'Parking', label_en: 'Parking' },
  { text: 'seaview', value: 4, icon: 'sea', label_fr: 'Vue mer', label_en: 'Sea view' },
  { text: 'concierge', value: 8, icon: 'concierge', label_fr: 'Concierge', label_en: 'Concierge' },
]

/** The schools near the first building (Le Millefiori), with the ways to them the agency measured. */
export const SCHOOL_DISTANCES = [
  {
    schoolName: 'International School of Monaco',
    di_walking_km: 1.2,
    di_walking_time: 900,
    di_bicycling_km: 1.3,
    di_bicycling_time: 360,
    di_transit_km: 1.5,
    di_transit_time: 600,
    di_driving_km: 1.8,
    di_driving_time: 300,
  },
  {
    schoolName: 'Lycée Albert Ier',
    di_walking_km: 2,
    di_walking_time: 1500,
    di_driving_km: 2.5,
    di_driving_time: 420,
  },
]

export async function jpeg(
  width = 640,
  height = 480,
  color = { r: 200, g: 120, b: 40 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
}

/** A JPEG in the media library, `name` its alt text and file name; a private one is for staff only. */
export async function uploadPhoto(
  payload: Payload,
  name = 'photo',
  { private: priv = false, width = 640, height = 480 } = {},
) {
  const data = await jpeg(width, height)
  return payload.create({
    collection: 'media',
    data: { alt: name, private: priv },
    file: { data, mimetype: 'image/jpeg', name: `${name}.jpg`, size: data.length },
    overrideAccess: true,
  })
}

/** Every offer the public may read (published and on the web), as stored. */
export const publishedWebOffers = async (payload: Payload) =>
  (
    await payload.find({
      collection: 'offers',
      where: { and: [{ _status: { equals: 'published' } }, { of_web: { equals: true } }] },
      depth: 0,
      pagination: false,
      limit: 0,
      overrideAccess: true,
    })
  ).docs as Offer[]

export async function createFixtures(payload: Payload) {
  const o = { overrideAccess: true, depth: 0 } as const
  const mc = await payload.create({
    collection: 'countries',
    data: { cu_code: 'MC', cu_name_fr: 'Monaco', cu_name_en: 'Monaco' },
    ...o,
  })
  const fr = await payload.create({
    collection: 'countries',
    data: { cu_code: 'FR', cu_name_fr: 'France', cu_name_en: 'France' },
    ...o,
  })
  const gb = await payload.create({
    collection: 'countries',
    data: { cu_code: 'GB', cu_name_fr: 'Royaume-Uni', cu_name_en: 'United Kingdom' },
    ...o,
  })

  const types = await Promise.all(
    TYPES.map((t) => payload.create({ collection: 'items', data: { kind: 'type', ...t }, ...o })),
  )
  const exclusive = await payload.create({
    collection: 'items',
    data: {
      kind: 'exclusivity',
      text: 'exclusive',
      value: 1,
      label_fr: 'Exclusivité',
      label_en: 'Exclusive',
    },
    ...o,
  })
  const services = await Promise.all(
    SERVICES.map((s) =>
      payload.create({ collection: 'items', data: { kind: 'service', ...s }, ...o }),
    ),
  )

  const photo = await uploadPhoto(payload, 'photo')
  const privatePhoto = await uploadPhoto(payload, 'private', { private: true })
  const tiles = [
    { value: 'monte-carlo', area: 'monaco', fr: 'Monte-Carlo', en: 'Monte Carlo', order: 1 },
    { value: 'la-condamine', area: 'monaco', fr: 'La Condamine', en: 'La Condamine', order: 2 },
    { value: 'fontvieille', area: 'monaco', fr: 'Fontvieille', en: 'Fontvieille', order: 3 },
    { value: 'nice', area: 'france', fr: 'Nice', en: 'Nice', order: 4 },
    { value: 'cap-d-ail', area: 'france', fr: "Cap-d'Ail", en: "Cap d'Ail", order: 5 },
  ] as const
  for (const t of tiles) {
    const d = await payload.create({
      collection: 'districts',
      locale: 'fr',
      data: { value: t.value, area: t.area, text: t.fr, img: photo.id, order: t.order },
      ...o,
    })
    await payload.update({
      collection: 'districts',
      id: d.id,
      locale: 'en',
      data: { text: t.en },
      ...o,
    })
  }

  const building = (
    bu_name: string,
    bu_city: string,
    bu_district: string,
    country: number | string,
    description: string,
  ) =>
    payload.create({
      collection: 'buildings',
      locale: 'en',
      data: { bu_name, bu_city, bu_district, country, bu_description: description } as never,
      ...o,
    })
  const buildings = [
    await building('Le Millefiori', 'MONACO', 'monte-carlo', mc.id, 'A tower above the casino'),
    await building('Le Panorama', 'MONACO', 'la-condamine', mc.id, 'By the port'),
    await building('Le Palais Nice', 'Nice', 'nice', fr.id, 'Promenade des Anglais'),
    await building('Villa Cap', "Cap-d'Ail", 'cap-d-ail', fr.id, 'Seaside'),
    await building('Mayfair House', 'London', '', gb.id, 'Central London'),
  ]
  await payload.update({
    collection: 'buildings',
    id: buildings[0].id,
    locale: 'fr',
    data: { bu_description: 'Une tour au-dessus du casino' } as never,
    ...o,
  })
  const distances = []
  for (const school of SCHOOL_DISTANCES)
    distances.push(
      await payload.create({
        collection: 'distances',
        data: { ...school, building: buildings[0].id },
        ...o,
      }),
    )

  const offers = []
  for (let i = 0; i < 30; i++) {
    const sell = i % 3 !== 1
    const rent = i % 3 !== 0
    const data = {
      of_ref: `REF-${String(i).padStart(3, '0')}`,
      of_name: `Appartement numéro ${i}`,
      of_text: `Description française ${i}`,
      of_sell: sell,
      of_rent: rent,
      of_price_sell: sell ? 500_000 * (i + 1) : null,
      of_sell_sum: sell ? 500_000 * (i + 1) : null,
      of_sell_uponrequest: sell && i % 10 === 9,
      of_price_rent: rent ? 2_000 * (i + 1) : null,
      of_rent_sum: rent ? 2_000 * (i + 1) : null,
      of_rent_sum_year: rent ? 24_000 * (i + 1) : null,
      of_rent_uponrequest: rent && i === 7,
      of_nbpieces: 1 + (i % 7),
      of_nbrooms: i % 5,
      of_nbbathrooms: 1 + (i % 3),
      of_surface: 40 + i * 10,
      of_surface_livable: 35 + i * 10,
      of_surface_terrace: i % 2 ? 12 : null,
      of_surface_approximate: i % 4 === 0,
      building: buildings[i % 5].id,
      of_district_own: i === 5 ? 'fontvieille' : undefined,
      type: types[i % 3].id,
      exclusivity: i % 4 === 1 ? exclusive.id : undefined,
      services: services.filter((_, s) => (i >> s) & 1).map((s) => s.id),
      images: i % 2 ? [photo.id] : [],
      of_video:
        i === 3
          ? '<iframe src="https://www.youtube.com/embed/abc"></iframe><script>alert(1)</script><iframe src="https://evil.example/x"></iframe>'
          : '',
      of_carousel: i === 4 || i === 8,
      of_web: true,
      _status: 'published' as const,
    }
    const created = await payload.create({
      collection: 'offers',
      locale: 'fr',
      data: data as never,
      ...o,
    })
    await payload.update({
      collection: 'offers',
      id: created.id,
      locale: 'en',
      data: { of_name: `Apartment number ${i}`, of_text: `English description ${i}` } as never,
      ...o,
    })
    offers.push(created)
  }
  await payload.update({
    collection: 'offers',
    id: offers[0].id,
    locale: 'ru',
    data: { of_name: 'Квартира номер 0', of_text: 'Описание' } as never,
    ...o,
  })

  const hidden = await payload.create({
    collection: 'offers',
    locale: 'fr',
    data: {
      of_ref: 'HIDDEN-WEB',
      of_name: 'Pas sur le web',
      of_sell: true,
      of_price_sell: 1_000_000,
      building: buildings[0].id,
      of_nbpieces: 3,
      of_web: false,
      of_carousel: true,
      _status: 'published',
    } as never,
    ...o,
  })
  const draft = await payload.create({
    collection: 'offers',
    locale: 'fr',
    draft: true,
    data: {
      of_ref: 'DRAFT-1',
      of_name: 'Brouillon',
      of_sell: true,
      of_price_sell: 1_000_000,
      building: buildings[0].id,
      of_nbpieces: 3,
      of_web: true,
      _status: 'draft',
    } as never,
    ...o,
  })

  await payload.create({
    collection: 'translations',
    data: { tr_key: 'home.title', tr_fr: 'Bienvenue', tr_en: 'Welcome', tr_ru: 'Добро пожаловать' },
    ...o,
  })
  await payload.create({
    collection: 'translations',
    data: { tr_key: 'contact.send', tr_fr: 'Envoyer', tr_en: 'Send' },
    ...o,
  })

  return {
    countries: { mc, fr, gb },
    types,
    exclusive,
    services,
    photo,
    privatePhoto,
    buildings,
    distances,
    offers,
    hidden,
    draft,
  }
}
