import type { Access } from 'payload'

import { isStaffUser } from './is-staff'

/** Documents that belong to one client through their `contact` field. */
export const staffOrOwnClient: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  if (req.user?.collection === 'contacts') return { contact: { equals: req.user.id } }
  return false
}
