import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/is-staff'
import { sessionDeleted, sessionRevoked } from '../hooks/notify-session-ended'
import { NAV_GROUPS, hiddenFromEditors } from '../admin-settings/nav-groups'

const nobody = () => false

/**
 * Clients' refresh tokens. Only a SHA-256 hash of each token is stored, so a copy of the database
 * cannot be replayed. Every use rotates the token within its family; presenting a token that was
 * already rotated revokes the whole family (the token was stolen or replayed). Staff may delete a
 * row to end a client's session; nobody writes them except the sign-in code.
 */
export const RefreshTokens: CollectionConfig = {
  slug: 'refresh-tokens',
  labels: {
    singular: { en: 'Client session', fr: 'Session client' },
    plural: { en: 'Client sessions', fr: 'Sessions clients' },
  },
  admin: {
    defaultColumns: ['contact', 'createdAt', 'expiresAt', 'rotatedAt', 'revokedAt'],
    group: NAV_GROUPS.technical,
    hidden: hiddenFromEditors,
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  hooks: { afterChange: [sessionRevoked], afterDelete: [sessionDeleted] },
  fields: [
    // Not required: deleting a client must not be blocked by its sessions (they are left without a client, unusable).
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'contacts',
      index: true,
      label: { en: 'Client', fr: 'Client' },
    },
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, hidden: true },
    { name: 'family', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'expiresAt',
      type: 'date',
      required: true,
      label: { en: 'Expires', fr: 'Expire' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'rotatedAt',
      type: 'date',
      label: { en: 'Replaced', fr: 'Remplacée' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'revokedAt',
      type: 'date',
      index: true,
      label: { en: 'Revoked', fr: 'Révoquée' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
