import type { Access } from 'payload'

import { isStaffUser } from './is-staff'

/** Staff, or any signed-in client (the collection hooks narrow what a client may write). */
export const staffOrClient: Access = ({ req }) =>
  isStaffUser(req) || req.user?.collection === 'contacts'
