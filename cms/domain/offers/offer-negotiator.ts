import type { Payload, PayloadRequest } from 'payload'
import type { Negotiator } from '@contract/negotiator'

import type { Negotiator as NegotiatorDoc } from '../../payload-types'
import { idOf } from '../payload/payload-values'
import { agencyCard, type AgencyCard } from '../mail/agency-card'

/** An offer's negotiator as staff entered it, or null when it has none (or it was deleted). */
export async function negotiatorOf(
  payload: Payload,
  offer: { negotiator?: unknown },
  req?: PayloadRequest,
): Promise<NegotiatorDoc | null> {
  const id = idOf(offer.negotiator)
  if (id == null) return null
  return (await payload.findByID({
    collection: 'negotiators',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    ...(req ? { req } : {}),
  })) as NegotiatorDoc | null
}

/** Who answers for an offer, as the API gives it: its negotiator, or the agency's main line. */
export function toNegotiator(
  doc: NegotiatorDoc | null,
  agency: AgencyCard = agencyCard(),
): Negotiator {
  if (!doc)
    return {
      ne_id: null,
      ne_name: agency.name,
      ne_photo: null,
      ne_languages: [],
      ne_phone: agency.phone,
      ne_mobile: '',
      ne_whatsapp: '',
      ne_email: agency.email,
    }
  return {
    ne_id: doc.id,
    ne_name: doc.name,
    ne_photo: idOf(doc.photo) ?? null,
    ne_languages: doc.languages ?? [],
    ne_phone: doc.phone || doc.mobile || agency.phone,
    ne_mobile: doc.mobile ?? '',
    ne_whatsapp: doc.whatsapp ?? '',
    ne_email: doc.email,
  }
}
