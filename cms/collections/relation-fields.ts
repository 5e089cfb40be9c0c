import type { RelationshipField } from 'payload'

/**
 * The relations that tie a record to a client or to an offer, alike in every collection that has
 * them: required, and indexed, since the owner's reads and the offer's counts filter on them.
 */
export const clientRelation = {
  name: 'contact',
  type: 'relationship',
  relationTo: 'contacts',
  required: true,
  index: true,
  label: { en: 'Client', fr: 'Client' },
} as const satisfies RelationshipField

export const offerRelation = {
  name: 'offer',
  type: 'relationship',
  relationTo: 'offers',
  required: true,
  index: true,
  label: { en: 'Offer', fr: 'Offre' },
} as const satisfies RelationshipField
