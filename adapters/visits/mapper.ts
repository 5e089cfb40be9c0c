import type { VisitRequest } from '@contract/accounts'

import type { Offer, VisitRequest as VisitRequestDoc } from '@cms/payload-types'

/** The offer as read with `locale: 'all'`: its localized name is an object of languages. */
type OfferAllLocales = Omit<Offer, 'of_name'> & {
  of_name?: Record<string, string | null | undefined> | string | null
}

const nameIn = (name: OfferAllLocales['of_name'], lang: 'fr' | 'en'): string => {
  if (!name) return ''
  if (typeof name === 'string') return name
  return name[lang] || name.en || name.fr || ''
}

/**
 * A visit request in the legacy shape. An offer the client may no longer read (unpublished)
 * arrives as a bare id: it keeps its id, with empty slug and names.
 */
export function toVisitRequest(
  doc: Omit<VisitRequestDoc, 'offer'> & {
    offer: number | string | Pick<OfferAllLocales, 'id' | 'of_slug_fr' | 'of_name'>
  },
): VisitRequest {
  const offer = typeof doc.offer === 'object' && doc.offer ? doc.offer : null
  return {
    ac_id: doc.id,
    createdAt: doc.createdAt,
    ac_comment: doc.ac_comment ?? '',
    ac_status: doc.ac_status,
    date_start: doc.date_start,
    date_end: doc.date_end,
    of_id: {
      of_id: offer ? offer.id : (doc.offer as number | string),
      of_slug_fr: offer?.of_slug_fr ?? '',
      of_name_fr: nameIn(offer?.of_name, 'fr'),
      of_name_en: nameIn(offer?.of_name, 'en'),
    },
  } satisfies VisitRequest
}
