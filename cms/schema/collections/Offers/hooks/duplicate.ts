import type { CollectionBeforeChangeHook, FieldHook } from 'payload'

/** Set while an offer is being duplicated, so the collection hook keeps the copy a draft. */
const DUPLICATING = 'offerDuplicating'
export const DUPLICATE_SOURCE = 'offerDuplicateSource'

/** A copy's reference: the original's with "-COPIE", then "-COPIE-2", … until no offer has it. */
export const newReferenceOnDuplicate: FieldHook = async ({
  value,
  req,
  context,
  siblingDocWithLocales,
}) => {
  context[DUPLICATING] = true
  // The copy's texts in every language, for the language status of a document not stored yet.
  context[DUPLICATE_SOURCE] = siblingDocWithLocales
  const base = `${typeof value === 'string' && value ? value : 'OFFRE'}-COPIE`
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    const clash = await req.payload.count({
      collection: 'offers',
      where: { of_ref: { equals: candidate } },
      overrideAccess: true,
      req,
    })
    if (clash.totalDocs === 0) return candidate
  }
  return `${base}-${Date.now()}`
}

/** The slug is generated again (from the French name, with a numeric suffix) for the copy. */
export const newSlugOnDuplicate: FieldHook = () => null

/** A copy is a draft, so on no site; like any new offer, publishing it puts it on the site. */
export const onWebOnceDuplicatePublished: FieldHook = () => true

/** A copy is a draft, whatever the original's status and however the duplicate was asked. */
export const keepDuplicateDraft: CollectionBeforeChangeHook = ({ data, operation, context }) => {
  if (operation === 'create' && context[DUPLICATING]) {
    data._status = 'draft'
    data.of_web = true
    data.of_listed_at = null
  }
  return data
}
