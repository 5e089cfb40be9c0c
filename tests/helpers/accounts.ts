import type { Payload } from 'payload'

import type { Client as Contact, Offer } from '../../cms/payload-types'

/** Helpers for client-account tests: real documents through the Local API, real HTTP calls. */
let seq = 0
const next = () => `${process.pid}-${++seq}`

export const CLIENT_PASSWORD = 'Correct-Horse-Battery-1'

export async function createClient(payload: Payload, over: Partial<Contact> & { password?: string } = {}) {
  const n = next()
  const contact = await payload.create({
    collection: 'contacts',
    data: {
      username: `client.${n}`,
      email: `client.${n}@example.com`,
      password: CLIENT_PASSWORD,
      co_firstname: 'Jeanne',
      co_name: `Client ${n}`,
      co_type: 'user',
      ...over,
    } as Contact,
    overrideAccess: true,
  })
  return { contact, id: contact.id, login: contact.username, email: contact.email as string, password: over.password ?? CLIENT_PASSWORD }
}

/** A published offer on the web site (or not, with `of_web: false` or `_status: 'draft'`). */
export async function createOffer(payload: Payload, data: Partial<Offer> = {}) {
  const n = next()
  const country =
    (await payload.find({ collection: 'countries', where: { cu_code: { equals: 'MC' } }, limit: 1 })).docs[0] ??
    (await payload.create({ collection: 'countries', data: { cu_code: 'MC', cu_name_fr: 'Monaco', cu_name_en: 'Monaco' } }))
  const building = await payload.create({ collection: 'buildings', data: { bu_name: `Résidence ${n}`, bu_city: 'MONACO', bu_district: 'monte-carlo', country: country.id } })
  const offer = await payload.create({
    collection: 'offers',
    locale: 'fr',
    data: { of_ref: `ACC-${n}`, of_name: `Appartement ${n}`, of_sell: true, of_price_sell: 2_000_000, of_web: true, _status: 'published', building: building.id, ...data } as Offer,
  })
  await payload.update({ collection: 'offers', id: offer.id, locale: 'en', data: { of_name: `Apartment ${n}` } as Offer })
  return offer
}

export type Answer<T = Record<string, unknown>> = { status: number; body: T & { err: null | { code: string; message: string; fields?: string[] } } }

/** One JSON call to the running server, optionally as a signed-in client. */
export async function call<T = Record<string, any>>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { 'x-access-token': token } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] }
}

export async function signIn(baseUrl: string, login: string, password: string = CLIENT_PASSWORD) {
  const answer = await call(baseUrl, 'POST', '/web/1.0/signin', { co_login: login, co_password: password })
  if (answer.status !== 200) throw new Error(`sign-in of ${login} answered ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as unknown as { err: null; accesstoken: string; refreshtoken: string; data: Record<string, any>; preferences: Record<string, unknown> }
}
