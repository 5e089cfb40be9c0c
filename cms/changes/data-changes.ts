import type { EventEmitter } from 'node:events'

import type {
  CollectionAfterOperationHook,
  CollectionConfig,
  GlobalConfig,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

import { accessConditions, conditionTags } from './read-conditions'
import { activeRecorder, collectionTag, globalTag, noteReads, tagsOfRead } from './data-reads'
import { instanceStateOf } from '../domain/payload/instance-state'
import { onTransactionEnd } from '../domain/payload/transaction-end'

/**
 * Where a change was seen: saved through this instance (`local`, the default), told by another
 * instance through a shared channel (`remote`), or noticed by a check of the stored data (`poll`).
 */
export type ChangeOrigin = 'local' | 'remote' | 'poll'

/**
 * What a save or a deletion changed: one document of a collection, some documents of a collection
 * (`unknown`: a check noticed the collection changed, not which documents), or a global.
 * `updatedAt` is the saved document's, when known.
 */
export type DataChange =
  | {
      collection: string
      id: string | number
      operation: 'create' | 'update' | 'delete'
      origin?: ChangeOrigin
      updatedAt?: string
      /** The top-level fields an update changed, when known (a creation or a deletion changes them all). */
      fields?: string[]
    }
  | { collection: string; operation: 'unknown'; origin?: ChangeOrigin }
  | { global: string; origin?: ChangeOrigin; updatedAt?: string }

export type DataChangeListener = (change: DataChange) => void

// The channel is the instance's own (cms/domain/payload/instance-state.ts): the collections' hooks
// publish to it with nothing but their request's Payload at hand, and it goes with the instance.
const channelOf = (payload: Payload): EventEmitter => instanceStateOf(payload).changes

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

/** True when the change was saved through this instance (not relayed from another, nor noticed by a check). */
export const isLocalChange = (change: DataChange): boolean => (change.origin ?? 'local') === 'local'

// Within a database transaction the hook runs before the commit: a listener that reads at once could
// see the old data, so the change is told again as soon as the transaction has ended, from within
// the adapter's commit or rollback, before the save's caller gets its answer (told any later, it
// would drop answers read after the commit). A transaction ended otherwise is noticed when Payload
// forgets its id, checked every few milliseconds. A request whose transaction could not start
// (SQLite runs without) holds a promise of no id: its write is already in.
const AFTER_COMMIT_CHECK_MS = 10
// A transaction still open after this long is told anyway (the hook's own work may hold it).
const AFTER_COMMIT_GIVE_UP_MS = 30_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

function tellAgainAfterCommit(req: PayloadRequest, id: string | number, change: DataChange): void {
  let told = false
  const again = () => {
    if (told) return
    told = true
    publishDataChange(req.payload, change)
  }
  onTransactionEnd(req.payload, id, AFTER_COMMIT_GIVE_UP_MS, again)
  void (async () => {
    const started = Date.now()
    while (!told && req.transactionID === id && Date.now() - started < AFTER_COMMIT_GIVE_UP_MS)
      await pause(AFTER_COMMIT_CHECK_MS)
    again()
  })()
}

function tell(req: PayloadRequest, change: DataChange): void {
  publishDataChange(req.payload, change)
  if (!req.transactionID) return
  Promise.resolve(req.transactionID).then(
    (id) => {
      if (!id) return
      // Payload forgets the transaction's id once it has ended.
      if (req.transactionID !== id) publishDataChange(req.payload, change)
      else tellAgainAfterCommit(req, id, change)
    },
    // A transaction that failed to start wrote nothing to tell again.
    () => undefined,
  )
}

// Saved on every update: not a change of what a count's conditions can ask about.
const BOOKKEEPING = new Set(['updatedAt'])

/** A relation counts by its id, whether the document holds it populated or not. */
const comparable = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(comparable)
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: unknown }).id
      : value

/** The top-level fields whose values differ between the document before and after an update. */
function changedFields(
  previous: Record<string, unknown> | undefined,
  doc: Record<string, unknown>,
): string[] | undefined {
  if (!previous || !Object.keys(previous).length) return undefined
  const keys = new Set([...Object.keys(previous), ...Object.keys(doc)])
  return [...keys].filter(
    (k) =>
      !BOOKKEEPING.has(k) &&
      JSON.stringify(comparable(previous[k])) !== JSON.stringify(comparable(doc[k])),
  )
}

const updatedAtOf = (doc: unknown): string | undefined => {
  const value = (doc as { updatedAt?: unknown } | null)?.updatedAt
  return typeof value === 'string' ? value : undefined
}

/**
 * Records what a read inside a recording (a public answer being computed) depended on: the
 * documents it asked for by id or by a unique field, or else the whole collection; a count, the
 * fields of its conditions.
 */
const recordRead: CollectionAfterOperationHook = async ({
  args,
  collection,
  operation,
  overrideAccess,
  result,
}) => {
  if (!activeRecorder()) return result
  const isUnique = (name: string) =>
    collection.flattenedFields.some((f) => f.name === name && 'unique' in f && f.unique === true)
  if (operation === 'findByID') {
    const id = (args as { id?: string | number }).id
    noteReads(
      tagsOfRead(
        collection.slug,
        id === undefined ? undefined : { id: { equals: id } },
        null,
        isUnique,
      ),
    )
  } else if (operation === 'find') {
    const docs = (result as { docs?: Array<{ id?: unknown }> } | undefined)?.docs ?? null
    noteReads(
      tagsOfRead(
        collection.slug,
        (args as { where?: Parameters<typeof tagsOfRead>[1] }).where,
        docs,
        isUnique,
      ),
    )
  } else if (operation === 'count') {
    const { req, where } = args as { req?: PayloadRequest; where?: Where }
    // What the reader may see is a condition too: the public's access adds its own (published offers only).
    const access = await accessConditions(collection, req, overrideAccess)
    noteReads(
      access === null
        ? [collectionTag(collection.slug)]
        : conditionTags(req?.payload ?? null, collection.slug, [where ?? {}, access]),
    )
  } else if (
    operation === 'countVersions' ||
    operation === 'findVersions' ||
    operation === 'findVersionByID' ||
    operation === 'findDistinct'
  )
    noteReads([collectionTag(collection.slug)])
  return result
}

/** Every collection tells of its saves and deletions, and of what a public answer read of it: a new collection needs no list kept elsewhere. */
export function withChangeHooks(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [
        ...(collection.hooks?.afterChange ?? []),
        ({ doc, operation, previousDoc, req }) => {
          tell(req, {
            collection: slug,
            id: doc.id,
            operation,
            updatedAt: updatedAtOf(doc),
            fields: operation === 'update' ? changedFields(previousDoc, doc) : undefined,
          })
          return doc
        },
      ],
      afterDelete: [
        ...(collection.hooks?.afterDelete ?? []),
        ({ id, req }) => tell(req, { collection: slug, id, operation: 'delete' }),
      ],
      afterOperation: [...(collection.hooks?.afterOperation ?? []), recordRead],
    },
  }
}

/** Every global tells of its saves, and of being read by a public answer. */
export function withGlobalChangeHooks(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: {
      ...global.hooks,
      afterChange: [
        ...(global.hooks?.afterChange ?? []),
        ({ doc, req }) => {
          tell(req, { global: global.slug, updatedAt: updatedAtOf(doc) })
          return doc
        },
      ],
      afterRead: [
        ...(global.hooks?.afterRead ?? []),
        ({ doc }) => {
          if (activeRecorder()) noteReads([globalTag(global.slug)])
          return doc
        },
      ],
    },
  }
}
