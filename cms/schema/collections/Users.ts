import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../access/is-admin'
import { isStaff } from '../access/is-staff'
import { env } from '../../env'
import { frenchContentFirst } from '../hooks/french-content-first'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/** Over HTTPS only in production; Lax keeps the cookie off cross-site requests. */
export const staffCookies = (nodeEnv: string) => ({
  secure: nodeEnv === 'production',
  sameSite: 'Lax' as const,
})

/** Agency staff: the only accounts that reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'Staff member', fr: 'Membre du personnel' },
    plural: { en: 'Staff', fr: 'Personnel' },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: staffCookies(env().NODE_ENV),
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: NAV_GROUPS.settings,
  },
  hooks: { afterLogin: [frenchContentFirst] },
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    read: isStaff,
    create: isAdmin,
    update: ({ req }) =>
      isAdmin({ req })
        ? true
        : req.user?.collection === 'users'
          ? { id: { equals: req.user.id } }
          : false,
    delete: isAdmin,
    // Unlocking undoes the lock that stops a password-guessing attack: an administrator's call.
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name', fr: 'Nom' } },
    {
      name: 'negotiator',
      type: 'relationship',
      relationTo: 'negotiators',
      label: { en: 'Negotiator', fr: 'Négociateur' },
      admin: {
        description: {
          en: 'The negotiator this staff member is, if any',
          fr: 'Le négociateur qu’est ce membre de l’équipe, le cas échéant',
        },
      },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: isAdminField },
      options: [
        { value: 'admin', label: { en: 'Administrator', fr: 'Administrateur' } },
        { value: 'editor', label: { en: 'Editor', fr: 'Éditeur' } },
      ],
    },
  ],
}
