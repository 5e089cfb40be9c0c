import type { Access } from 'payload'

import { isStaffUser } from './is-staff'

/** A client sees and edits only its own contact record; staff see all. */
export const staffOrSelf: Access = ({ req }) => {
  if (isStaffUser(req)) return true
  if (req.user?.collection === 'contacts') return { id: { equals: req.user.id } }
  return false
}
