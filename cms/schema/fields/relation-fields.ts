import type { RelationshipField } from 'payload'
import { relationship } from 'payload/shared'

import { requiredOnCreate } from './required-on-create'

/**
 * The relations that tie a record to a client or to an offer, alike in every collection that has
 * them, and indexed, since the owner's reads and the offer's counts filter on them. A record is
 * created with its client; the client is emptied when it deletes its account and the agency keeps
 * the record (a visit request, a message), so it is required on creation only.
 */
export const clientRelation = {
  name: 'contact',
  type: 'relationship',
  relationTo: 'contacts',
  index: true,
  label: { en: 'Client', fr: 'Client' },
  validate: requiredOnCreate(relationship),
} as const satisfies RelationshipField

export const offerRelation = {
  name: 'offer',
  type: 'relationship',
  relationTo: 'offers',
  required: true,
  index: true,
  label: { en: 'Offer', fr: 'Offre' },
} as const satisfies RelationshipField
