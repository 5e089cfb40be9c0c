import type { Access, Where } from 'payload'

import { isStaffUser } from './is-staff'

/** What the public may ever read of offers: published, and flagged for the web site. */
export const publicOfferWhere: Where = {
  and: [{ _status: { equals: 'published' } }, { of_web: { equals: true } }],
}

export const publishedWebOffers: Access = ({ req }) => (isStaffUser(req) ? true : publicOfferWhere)
