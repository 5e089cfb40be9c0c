import type { Access, FieldAccess, PayloadRequest } from 'payload'

/** Staff are the accounts of the `users` collection; clients live in `contacts`. */
export const isStaffUser = (req: PayloadRequest): boolean => req.user?.collection === 'users'

export const isStaff: Access = ({ req }) => isStaffUser(req)

export const isStaffField: FieldAccess = ({ req }) => isStaffUser(req)
