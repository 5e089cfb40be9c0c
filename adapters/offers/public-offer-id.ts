import type { Payload } from 'payload'

import { publicOfferWhere } from '@cms/schema/access/published-web-offers'

/** The id of the offer a slug names when the public may see it (published, on the web); else null. */
export async function publicOfferId(
  payload: Payload,
  slug: string | undefined,
): Promise<number | null> {
  if (!slug) return null
  const { docs } = await payload.find({
    collection: 'offers',
    where: { and: [{ of_slug_fr: { equals: slug } }, publicOfferWhere] },
    select: { of_slug_fr: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}
