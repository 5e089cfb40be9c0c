import { EventEmitter } from 'node:events'

import type { CollectionConfig, GlobalConfig, Payload, PayloadRequest } from 'payload'

/** What a save or a deletion changed: one document of a collection, or a global. */
export type DataChange =
  | { collection: string; id: string | number; operation: 'create' | 'update' | 'delete' }
  | { global: string }

export type DataChangeListener = (change: DataChange) => void

// One channel per Payload instance: tests and tools may hold several in one process.
const channels = new WeakMap<Payload, EventEmitter>()

function channelOf(payload: Payload): EventEmitter {
  let channel = channels.get(payload)
  if (!channel) {
    channel = new EventEmitter()
    channel.setMaxListeners(0)
    channels.set(payload, channel)
  }
  return channel
}

/** Listens to every change saved through this Payload instance (and told by other instances); returns the way to stop. */
export function onDataChange(payload: Payload, listener: DataChangeListener): () => void {
  const channel = channelOf(payload)
  channel.on('change', listener)
  return () => channel.off('change', listener)
}

/** Tells this instance's listeners of a change (a hook here, or another instance through a shared channel). */
export function publishDataChange(payload: Payload, change: DataChange): void {
  channelOf(payload).emit('change', change)
}

// Within a database transaction the hook runs before the commit: a listener that reads at once could
// see the old data, so the change is told again once the transaction has had time to end.
const AFTER_COMMIT_MS = 250

function tell(req: PayloadRequest, change: DataChange): void {
  publishDataChange(req.payload, change)
  if (req.transactionID)
    setTimeout(() => publishDataChange(req.payload, change), AFTER_COMMIT_MS).unref()
}

/** Every collection tells of its saves and deletions: a new collection needs no list kept elsewhere. */
export function withChangeHooks(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [
        ...(collection.hooks?.afterChange ?? []),
        ({ doc, operation, req }) => {
          tell(req, { collection: slug, id: doc.id, operation })
          return doc
        },
      ],
      afterDelete: [
        ...(collection.hooks?.afterDelete ?? []),
        ({ id, req }) => tell(req, { collection: slug, id, operation: 'delete' }),
      ],
    },
  }
}

/** Every global tells of its saves. */
export function withGlobalChangeHooks(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: {
      ...global.hooks,
      afterChange: [
        ...(global.hooks?.afterChange ?? []),
        ({ doc, req }) => {
          tell(req, { global: global.slug })
          return doc
        },
      ],
    },
  }
}
