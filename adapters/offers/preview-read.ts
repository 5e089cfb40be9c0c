import type { Payload } from 'payload'
import { ApiError } from '@contract/api-error'

import type { Offer } from '@cms/payload-types'
import { previewRequest } from '../auth/preview-request'
import { verifyPreviewToken } from '@cms/domain/auth/preview-tokens'
import { asVisitorReads } from './preview-as-visitor'
import { previewDraft } from './preview-draft'
import { servicesIn, withRelations } from './repository'
import { OFFER_SELECT } from '@cms/domain/offers/offer-select'

/**
 * An offer's public detail with the admin's unsaved form values (`{ token, lang, data? }`), mapped
 * as the public detail is; refused without a valid preview token. Never kept in a public cache.
 */
export async function previewOffer(payload: Payload, body: unknown) {
  const { grant, lang, data: unsaved } = await previewRequest(payload, body, verifyPreviewToken)
  const saved = (await payload.findByID({
    collection: 'offers',
    id: grant.offerId,
    draft: true,
    locale: lang,
    depth: 0,
    select: OFFER_SELECT,
    overrideAccess: true,
    disableErrors: true,
  })) as Offer | null
  if (!saved) throw new ApiError('not_found', 'No such offer')
  const draft = await asVisitorReads(payload, previewDraft(saved, unsaved))
  const [[data], services] = await Promise.all([
    withRelations(payload, [draft], lang),
    servicesIn(payload, lang),
  ])
  return { err: null, data, items_services: services }
}
