import { createLocalReq, type Payload } from 'payload'

import type { Offer } from '@cms/payload-types'
import { fieldsOf } from '@cms/domain/payload/payload-values'

/**
 * The offer with every field a visitor may not read set to null, decided by the collection's own
 * field read rules asked for an anonymous reader. The preview is built with staff rights (drafts
 * included), so without this it would show what the public detail hides: the figures of a price
 * "on request" (the price, and the deposit, charges and fees that would reveal a rent). A figure
 * made private later is hidden here as well, without a list to keep in step.
 */
export async function asVisitorReads(payload: Payload, offer: Offer): Promise<Offer> {
  const req = await createLocalReq({}, payload)
  const doc = fieldsOf(offer)
  const shown: Record<string, unknown> = { ...doc }
  for (const field of payload.collections.offers.config.flattenedFields) {
    const read = 'access' in field ? field.access?.read : undefined
    if (!read || !(field.name in shown)) continue
    if (!(await read({ req, doc, data: doc, siblingData: doc, id: offer.id })))
      shown[field.name] = null
  }
  return shown as unknown as Offer
}
