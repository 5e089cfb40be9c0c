import { anyone } from './anyone'
import { isStaff } from './is-staff'

/** Reference data the site shows to everyone and only staff may change. */
export const referenceDataAccess = {
  read: anyone,
  create: isStaff,
  update: isStaff,
  delete: isStaff,
}
