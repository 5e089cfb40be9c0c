import type { CollectionBeforeValidateHook } from 'payload'

import { slugify } from '../../../../domain/offers/slugify'
import { readStoredOffer } from './stored-offer'

/** of_slug_fr comes from the French name when left empty, and is made unique by a numeric suffix. */
export const generateSlug: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  let base = typeof data.of_slug_fr === 'string' ? slugify(data.of_slug_fr) : ''
  if (!base) {
    if (originalDoc?.of_slug_fr && data.of_slug_fr === undefined) return data
    const frName = await frenchName(data, originalDoc, req)
    base = slugify(frName || String(data.of_ref ?? originalDoc?.of_ref ?? 'offre'))
  }
  if (!base) return data
  // One read of the slugs that contain the base, then the first free suffix: an import of many
  // offers with the same name would otherwise ask once per suffix already taken.
  const taken = await req.payload.find({
    collection: 'offers',
    where: {
      and: [
        { of_slug_fr: { like: base } },
        ...(originalDoc?.id != null ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    depth: 0,
    pagination: false,
    limit: 0,
    draft: true,
    overrideAccess: true,
    select: { of_slug_fr: true },
    req,
  })
  const used = new Set(taken.docs.map((d) => d.of_slug_fr))
  let candidate = base
  for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`
  data.of_slug_fr = candidate
  return data
}

async function frenchName(
  data: Record<string, unknown>,
  originalDoc: Record<string, unknown> | undefined,
  req: Parameters<CollectionBeforeValidateHook>[0]['req'],
): Promise<string> {
  const name = data.of_name
  // Saved in French: the name in data is the French one. Otherwise read the stored French name.
  if (typeof name === 'string' && req.locale === 'fr') return name
  if (name && typeof name === 'object' && typeof (name as Record<string, unknown>).fr === 'string')
    return (name as Record<string, string>).fr
  if (originalDoc?.id != null) {
    const fr = await readStoredOffer(req, originalDoc.id as number, 'fr')
    if (fr?.of_name) return fr.of_name
  }
  return typeof name === 'string' ? name : ''
}
