import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  ValidationError,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { OfferData } from './offer-data'

type Id = number | string
const ALL = 'all' as 'fr'

/**
 * Runs one offer's writes in a transaction of their own where the database has them
 * (PostgreSQL): they are all kept or none is. SQLite has none here; the caller undoes what it made
 * outside (the photos) when this throws.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  const owned = await initTransaction(req)
  try {
    const result = await work(req)
    if (owned) await commitTransaction(req)
    return result
  } catch (err) {
    if (owned) await killTransaction(req)
    throw err
  }
}

export type Saved = { id: Id; published: boolean; refusal?: string }

const refusalOf = (err: ValidationError) =>
  err.data.errors.map((e) => ('label' in e && e.label) || e.message || e.path).join('; ')

/**
 * Saves a new offer: published when asked and the site's publishing rules accept it, a draft
 * otherwise (with the rules' refusal, for the report).
 */
export async function createOffer(
  req: PayloadRequest,
  data: OfferData,
  publish: boolean,
): Promise<Saved> {
  const create = (status: 'draft' | 'published') =>
    req.payload.create({
      collection: 'offers',
      locale: ALL,
      data: { ...data, _status: status } as never,
      draft: status === 'draft',
      depth: 0,
      req,
    })
  if (publish) {
    try {
      return { id: (await create('published')).id, published: true }
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err
      return { id: (await create('draft')).id, published: false, refusal: refusalOf(err) }
    }
  }
  return { id: (await create('draft')).id, published: false }
}

/**
 * Saves the feed's changes to an existing offer, keeping its status: a draft stays a draft; a
 * published offer stays published, unless the publishing rules refuse the changed offer, whose
 * changes then wait in a draft over the published version.
 */
export async function updateOffer(
  req: PayloadRequest,
  id: Id,
  data: OfferData,
  published: boolean,
): Promise<Saved> {
  const update = (status: 'draft' | 'published') =>
    req.payload.update({
      collection: 'offers',
      id,
      locale: ALL,
      data: { ...data, _status: status } as never,
      draft: status === 'draft',
      depth: 0,
      req,
    })
  if (published) {
    try {
      await update('published')
      return { id, published: true }
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err
      await update('draft')
      return { id, published: false, refusal: refusalOf(err) }
    }
  }
  await update('draft')
  return { id, published: false }
}
