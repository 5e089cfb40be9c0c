import type { Payload } from 'payload'

import type { Negotiator } from '../payload-types'
import { DEMO_EDITOR_NEGOTIATOR } from './demo-accounts'

/** The demo's negotiators (the numbers are Monaco's fictitious range; the mailboxes the agency's own domain). */
const DEMO_NEGOTIATORS: Array<Omit<Negotiator, 'id' | 'createdAt' | 'updatedAt'>> = [
  {
    name: 'Camille Rossi',
    languages: ['fr', 'en', 'it'],
    phone: '+377 97 97 00 11',
    mobile: '+33 6 12 34 56 11',
    whatsapp: '+33 6 12 34 56 11',
    // The demo editor's own.
    email: DEMO_EDITOR_NEGOTIATOR,
  },
  {
    name: 'Alexandre Volkov',
    languages: ['ru', 'en', 'fr'],
    phone: '+377 97 97 00 12',
    mobile: '+33 6 12 34 56 12',
    whatsapp: '+33 6 12 34 56 12',
    email: 'alexandre.volkov@belsunce.mc',
  },
  {
    name: 'Lucía Fernández',
    languages: ['es', 'en', 'fr', 'de'],
    phone: '+377 97 97 00 13',
    mobile: '+33 6 12 34 56 13',
    whatsapp: '',
    email: 'lucia.fernandez@belsunce.mc',
  },
]

/** The demo negotiators, created once; their ids in a stable order. */
export async function seedNegotiators(payload: Payload): Promise<Array<Negotiator['id']>> {
  const ids: Array<Negotiator['id']> = []
  for (const n of DEMO_NEGOTIATORS) {
    const found = await payload.find({
      collection: 'negotiators',
      where: { email: { equals: n.email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const doc =
      found.docs[0] ??
      (await payload.create({ collection: 'negotiators', data: n, overrideAccess: true, depth: 0 }))
    ids.push(doc.id)
  }
  return ids
}

/** Offer `i`'s negotiator: each in turn, and every fourth offer none (the agency's main line). */
export const negotiatorFor = (i: number, ids: Array<Negotiator['id']>) =>
  i % 4 === 3 || !ids.length ? null : ids[i % ids.length]
