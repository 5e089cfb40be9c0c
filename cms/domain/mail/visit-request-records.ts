import type { Payload, PayloadRequest } from 'payload'
import type { Language } from '@contract/languages'

import { keepRequestLocale } from '../payload/keep-request-locale'
import type { Client, Offer, VisitRequest } from '../../payload-types'
import { idOf } from '../payload/relation-id'

/**
 * The client who made a visit request, as stored (depth 0), or null for a request with no contact.
 * Given `req`, it is read inside that request (its transaction).
 */
export async function visitRequestClient(
  payload: Payload,
  request: Pick<VisitRequest, 'contact'>,
  req?: PayloadRequest,
): Promise<Client | null> {
  const contactId = idOf(request.contact)
  if (contactId == null) return null
  return (await payload.findByID({
    collection: 'contacts',
    id: contactId,
    depth: 0,
    overrideAccess: true,
    req,
  })) as Client
}

/**
 * The offer a visit request is about, in one language (depth 0), or null when it has none or the
 * offer is gone. Given `req`, it is read inside that request, whose own locale is kept.
 */
export async function visitRequestOffer(
  payload: Payload,
  request: Pick<VisitRequest, 'offer'>,
  lang: Language,
  req?: PayloadRequest,
): Promise<Offer | null> {
  const offerId = idOf(request.offer)
  if (offerId == null) return null
  const read = () =>
    payload.findByID({
      collection: 'offers',
      id: offerId,
      depth: 0,
      locale: lang,
      overrideAccess: true,
      disableErrors: true,
      req,
    }) as Promise<Offer | null>
  return req ? keepRequestLocale(req, read) : read()
}
