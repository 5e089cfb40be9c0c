import type { Access, FieldAccess } from 'payload'

const adminRole = (user: unknown): boolean =>
  !!user &&
  (user as { collection?: string }).collection === 'users' &&
  (user as { role?: string }).role === 'admin'

/** Only administrators manage staff accounts and roles. */
export const isAdmin: Access = ({ req }) => adminRole(req.user)

export const isAdminField: FieldAccess = ({ req }) => adminRole(req.user)
