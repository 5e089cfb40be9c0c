import type { CollectionBeforeChangeHook } from 'payload'

import {
  personRemoved,
  withoutPerson,
  type KeptCollection,
} from '../../domain/client-data/person-fields'

/**
 * Once the person was removed from a kept record, no later save puts it back: staff who saved a
 * visit request or a message opened before the client deleted its account would otherwise write
 * the client and its words again from their form. Their own change (a status, "handled") stays.
 */
export const keepPersonRemoved =
  (collection: KeptCollection): CollectionBeforeChangeHook =>
  ({ data, operation, originalDoc }) =>
    operation === 'update' && personRemoved(originalDoc)
      ? { ...data, ...withoutPerson(collection) }
      : data
