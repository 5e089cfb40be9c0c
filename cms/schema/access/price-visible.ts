import type { FieldAccess } from 'payload'

import { isStaffUser } from './is-staff'

/**
 * A price the agency gives "on request" is read by staff only: for anyone else the figure is
 * absent from every answer built on Payload's reads (legacy API, print sheet, caches). The
 * "on request" flag must be read with the price; without it the figure stays hidden. Checked
 * without a document (validating a query's paths), the field may be filtered on: the public
 * budget filter leaves offers on request out as soon as it has a bound.
 */
export const priceVisibleUnless =
  (onRequestFlag: 'of_sell_uponrequest' | 'of_rent_uponrequest'): FieldAccess =>
  ({ req, doc, siblingData }) => {
    if (isStaffUser(req) || !doc) return true
    const sibling = siblingData as Record<string, unknown> | undefined
    return sibling != null && onRequestFlag in sibling && sibling[onRequestFlag] !== true
  }
