import { ValidationError } from 'payload'

import { missingForPublishing } from '../publishing-check'
import { exceptSystemSaves } from './system-saves'

/**
 * Refuses to save an offer as published on the web while the publishing rules find something
 * missing; drafts and offers kept off the web are saved freely. Runs after the derived fields, so
 * the language and photo status are those of the saved offer. Saves made by the system itself
 * (a building's changes copied to its offers) are not refused.
 */
export const enforcePublishingRules = exceptSystemSaves(async ({ data, originalDoc, req }) => {
  const after = { ...originalDoc, ...data }
  if (after._status !== 'published' || after.of_web !== true) return data
  const rules = await req.payload.findGlobal({
    slug: 'publishing-rules',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const missing = missingForPublishing(rules, after, req.i18n?.language === 'en' ? 'en' : 'fr')
  if (missing.length)
    throw new ValidationError({ collection: 'offers', id: originalDoc?.id, errors: missing }, req.t)
  return data
})
