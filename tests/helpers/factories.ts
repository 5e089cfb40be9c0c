import type { Payload } from 'payload'

import type { Client, Offer, User, VisitRequest as Action } from '@cms/payload-types'

/**
 * Documents for tests that need a few precise ones rather than the demo data, made through the
 * Local API: one `make*` function a kind of record. Names carry the process id, so tests that share
 * a database (the browser tests) never collide.
 */
let counter = 0
const next = () => `${process.pid}-${++counter}`

export const CLIENT_PASSWORD = 'Correct-Horse-Battery-1'
export const STAFF_PASSWORD = 'Staff-Password-1'

export async function makeCountry(payload: Payload, code = 'MC', name = 'Monaco') {
  const found = await payload.find({
    collection: 'countries',
    where: { cu_code: { equals: code } },
    limit: 1,
  })
  return (
    found.docs[0] ??
    payload.create({
      collection: 'countries',
      data: { cu_code: code, cu_name_fr: name, cu_name_en: name },
    })
  )
}

/** A building in Monaco unless told; with `lat`/`lng` a location, approximate unless `precision` says exact. */
export async function makeBuilding(
  payload: Payload,
  over: {
    city?: string
    district?: string
    country?: string
    lat?: number
    lng?: number
    precision?: 'exact' | 'approximate'
  } = {},
) {
  const country = await makeCountry(
    payload,
    over.country ?? (over.city && over.city !== 'MONACO' ? 'FR' : 'MC'),
    over.country ?? 'Monaco',
  )
  return payload.create({
    collection: 'buildings',
    data: {
      bu_name: `Résidence ${next()}`,
      bu_city: over.city ?? 'MONACO',
      bu_district: over.district ?? 'monte-carlo',
      country: country.id,
      ...(over.lat !== undefined
        ? {
            bu_lat: over.lat,
            bu_lng: over.lng,
            bu_location_precision: over.precision ?? 'approximate',
          }
        : {}),
    },
  })
}

export async function makeService(payload: Payload, value: number, text = `service-${value}`) {
  return payload.create({
    collection: 'items',
    data: { kind: 'service', value, text, label_fr: text, label_en: text },
  })
}

/** The exclusivity code an offer may carry (the reference item of kind `exclusivity`). */
export async function makeExclusivity(payload: Payload, value = 1) {
  return payload.create({
    collection: 'items',
    data: {
      kind: 'exclusivity',
      value,
      text: 'exclusive',
      label_fr: 'Exclusivité',
      label_en: 'Exclusive',
    },
  })
}

/**
 * An offer for sale, published on the web site (or not, with `of_web: false` or `_status: 'draft'`),
 * named in French and in English, in a new building in Monaco unless `building` is given. Answers
 * the document as created, in French.
 */
export async function makeOffer(payload: Payload, data: Partial<Offer> = {}) {
  const n = next()
  const building = data.building ?? (await makeBuilding(payload)).id
  const offer = await payload.create({
    collection: 'offers',
    locale: 'fr',
    data: {
      of_ref: `REF-${n}`,
      of_name: `Appartement ${n}`,
      of_sell: true,
      of_price_sell: 2_000_000,
      of_web: true,
      _status: 'published',
      ...data,
      building,
    } as Offer,
  })
  await payload.update({
    collection: 'offers',
    id: offer.id,
    locale: 'en',
    data: { of_name: `Apartment ${n}` } as Offer,
  })
  return offer
}

/** A client account's fields: login and e-mail made of `n`, and the known password. */
export const clientFields = (n: string) => ({
  username: `client.${n}`,
  email: `client.${n}@example.com`,
  password: CLIENT_PASSWORD,
  co_firstname: 'Jeanne',
  co_name: `Client ${n}`,
  co_type: 'user' as const,
})

/**
 * A client who may sign in. Answers the document, usable as the `user` of a Local API call, with
 * the login and the password to sign in with.
 */
export async function makeClient(
  payload: Payload,
  over: Partial<Client> & { password?: string } = {},
) {
  const doc = await payload.create({
    collection: 'contacts',
    data: { ...clientFields(next()), ...over } as Client,
    overrideAccess: true,
    // Fixtures are seeded data, not leads: the agency is not mailed about them.
    context: { seeding: true },
  })
  return {
    ...doc,
    collection: 'contacts' as const,
    login: doc.username,
    email: doc.email as string,
    password: over.password ?? CLIENT_PASSWORD,
  }
}

export async function makeStaff(payload: Payload, role: 'admin' | 'editor' = 'admin') {
  const doc = await payload.create({
    collection: 'users',
    data: { email: `staff${next()}@belsunce.mc`, password: STAFF_PASSWORD, role } as User,
  })
  return { ...doc, collection: 'users' as const }
}

/** A visit request; its status is left to the collection's default unless given. */
export async function makeAction(
  payload: Payload,
  data: Pick<Action, 'date_start' | 'date_end'> & {
    contact: number | string
    offer: number | string
    ac_status?: Action['ac_status']
  },
) {
  return payload.create({ collection: 'actions', data: data as Action, context: { seeding: true } })
}

/** A staff member signed in through Payload, with its token for Payload's REST API and the image endpoint. */
export async function staffSession(payload: Payload, role: 'admin' | 'editor' = 'admin') {
  const staff = await makeStaff(payload, role)
  const { token } = await payload.login({
    collection: 'users',
    data: { email: staff.email, password: STAFF_PASSWORD },
  })
  if (!token) throw new Error('staff sign-in gave no token')
  return { staff, token }
}
