import type { Config } from '@cms/payload-types'
import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { CLIENT_PASSWORD, clientFields } from '../helpers/factories'
import { baseUrl } from './browser'

/** Reads the demo data through the public API, so the browser tests check the pages against it. */
export async function apiJson<T>(path: string): Promise<T> {
  const res = await fetch(baseUrl() + path)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

export type ApiOffer = {
  of_id: number | string
  of_slug_fr: string
  of_name_en?: string
  of_name_fr?: string
  of_sell: boolean
  of_rent: boolean
  of_nbpieces?: number | null
  of_ref?: string
  images?: { fi_id: number | string }[]
}

export const listOffers = (query: string) =>
  apiJson<{ data: ApiOffer[]; meta: { total: number } }>(`/web/1.0/offers?${query}`)

/** The first published offer for sale of the demo data, which the browser tests need. */
export async function firstOfferForSale(): Promise<ApiOffer> {
  const offer = (await listOffers('sale=true&lang=en')).data[0]
  if (!offer) throw new Error('No published offer for sale: the browser tests need the demo data')
  return offer
}

/*
 * The staff's side goes the way the admin goes: Payload's REST API under /cms-api, signed in as
 * the demo staff account, so the collections' access rules and hooks run as for a save in the admin.
 */
type Collection = keyof Config['collections']
type Doc<C extends Collection> = Config['collections'][C]
type Id = number | string

let staffToken: Promise<string> | undefined

/** Signs the demo staff in once (failed sign-ins are rate limited, successful ones are not needed twice). */
function signInStaff(): Promise<string> {
  staffToken ??= (async () => {
    const res = await fetch(`${baseUrl()}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    })
    const body = (await res.json().catch(() => ({}))) as { token?: string }
    if (!res.ok || !body.token)
      throw new Error(
        `The staff sign-in of ${DEMO_STAFF.email} on /cms-api answered ${res.status} (the demo staff account is needed)`,
      )
    return body.token
  })()
  return staffToken
}

/** One call to Payload's REST API as staff; throws with the answer when it is not a success. */
async function staffApi<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await signInStaff()
  const res = await fetch(`${baseUrl()}/cms-api${path}`, {
    method,
    headers: {
      authorization: `JWT ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  })
  if (!res.ok)
    throw new Error(`${method} /cms-api${path} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

/** Payload's REST query for documents whose fields equal the given values. */
const whereEquals = (where: Record<string, Id>) =>
  Object.entries(where)
    .map(([field, value]) => `where[${field}][equals]=${encodeURIComponent(String(value))}`)
    .join('&')

export const staff = {
  find: async <C extends Collection>(collection: C, where: Record<string, Id>) =>
    (
      await staffApi<{ docs: Doc<C>[] }>(
        'GET',
        `/${collection}?${whereEquals(where)}&depth=0&limit=100`,
      )
    ).docs,
  create: async <C extends Collection>(
    collection: C,
    data: Partial<Doc<C>> & { password?: string },
  ) => (await staffApi<{ doc: Doc<C> }>('POST', `/${collection}?depth=0`, data)).doc,
  update: async <C extends Collection>(collection: C, id: Id, data: Partial<Doc<C>>) =>
    (await staffApi<{ doc: Doc<C> }>('PATCH', `/${collection}/${id}?depth=0`, data)).doc,
  /** Saves a global's fields, as its admin page does; answers the global as saved. */
  saveGlobal: async (slug: keyof Config['globals'], data: Record<string, unknown>) =>
    (await staffApi<{ result: Record<string, unknown> }>('POST', `/globals/${slug}`, data)).result,
  // What a test removes may still be open in its admin page, which holds the document's lock.
  delete: async <C extends Collection>(collection: C, where: Record<string, Id>) =>
    (
      await staffApi<{ docs: Doc<C>[] }>(
        'DELETE',
        `/${collection}?${whereEquals(where)}&depth=0&overrideLock=true`,
      )
    ).docs,
}

/** A visit request of a client for an offer, waiting for an answer, as staff record it in the admin. */
export const waitingVisit = (
  contact: Doc<'actions'>['contact'],
  offer: Doc<'actions'>['offer'],
  date_start: string,
  date_end: string,
) => staff.create('actions', { contact, offer, date_start, date_end, ac_status: 'waiting' })

let clients = 0

/** A client account as staff create it in the admin: a login and an e-mail that no run used before, and a known password. */
export async function createClient() {
  const n = `${Date.now().toString(36)}-${++clients}`
  const contact = await staff.create('contacts', clientFields(n))
  return {
    id: contact.id,
    login: contact.username,
    email: contact.email as string,
    password: CLIENT_PASSWORD,
  }
}
