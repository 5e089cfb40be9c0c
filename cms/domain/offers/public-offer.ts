import type { Payload } from 'payload'

import { publicOfferWhere } from '../../schema/access/published-web-offers'
import { negotiatorOf } from './offer-negotiator'
import { offerLabel } from './offer-label'
import type { MessageOffer } from '../mail/contact-form-mail'

/** The offer a slug names when the public may see it (published, on the web); else null. */
async function publicOffer(payload: Payload, slug: string | undefined) {
  if (!slug) return null
  const { docs } = await payload.find({
    collection: 'offers',
    where: { and: [{ of_slug_fr: { equals: slug } }, publicOfferWhere] },
    select: { of_ref: true, of_name: true, negotiator: true },
    locale: 'fr',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The id of the offer a slug names when the public may see it (published, on the web); else null. */
export async function publicOfferId(
  payload: Payload,
  slug: string | undefined,
): Promise<number | null> {
  return (await publicOffer(payload, slug))?.id ?? null
}

/** A visitor's message about an offer, as staff read it: the offer's reference and French name, and who answers for it. */
export type OfferOfLead = MessageOffer & { id: number }

/** The offer a visitor wrote from, when the public may see it: its id, its words for staff and its negotiator. */
export async function publicOfferOfLead(
  payload: Payload,
  slug: string | undefined,
): Promise<OfferOfLead | null> {
  const offer = await publicOffer(payload, slug)
  if (!offer) return null
  const negotiator = await negotiatorOf(payload, offer)
  return {
    id: offer.id,
    text: offerLabel(offer),
    negotiator: negotiator?.email ? { name: negotiator.name, email: negotiator.email } : null,
  }
}
