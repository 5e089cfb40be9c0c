import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * Single-use password challenges mailed to clients (forgotten password, new account, staff's
 * invitation with its activation code). Only a SHA-256 hash of the challenge is stored; nobody
 * reads or writes them through the API.
 */
export const PasswordChallenges: CollectionConfig = {
  slug: 'password-challenges',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Not required: deleting a client must not be blocked by its pending challenges.
    { name: 'contact', type: 'relationship', relationTo: 'contacts', index: true },
    { name: 'challengeHash', type: 'text', required: true, unique: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ['reset', 'welcome', 'verify', 'invite'],
    },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'usedAt', type: 'date' },
    // The address the challenge was mailed to: once the client's address changes, the old mailbox's link stops working.
    { name: 'sentTo', type: 'text' },
  ],
}
