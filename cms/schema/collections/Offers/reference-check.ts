import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

/**
 * A reference is unique: one already taken by another offer (a draft or a copy included) is
 * refused by name, in the staff member's language, before the database's own unique index would
 * answer with a generic error.
 */
export const uniqueReference: TextFieldSingleValidation = async (value, options) => {
  const own = await text(value, options)
  if (own !== true || typeof value !== 'string' || !value.trim()) return own
  const { req, id } = options
  const { totalDocs } = await req.payload.count({
    collection: 'offers',
    where: {
      and: [
        { of_ref: { equals: value.trim() } },
        ...(id != null ? [{ id: { not_equals: id } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return true
  return req.i18n?.language === 'en'
    ? `Another offer already has the reference ${value.trim()}: choose another one.`
    : `Une autre offre porte déjà la référence ${value.trim()} : choisissez-en une autre.`
}
