import { AsyncLocalStorage } from 'node:async_hooks'

import type { Where } from 'payload'

/**
 * What a computation read, as tags a change can be matched against:
 * - `offers` — a query over the collection (a list, a count): any change to it may change the answer;
 * - `offers#12` — one document, read by its id or by a unique field: only its own changes matter;
 * - `offers@of_district` — a count of a collection's documents matching conditions on these fields:
 *   only a change to one of them (or a creation, a deletion) may change it;
 * - `global:exchange-rates` — a global.
 */
export type ReadTag = string

export const collectionTag = (collection: string): ReadTag => collection
export const documentTag = (collection: string, id: string | number): ReadTag =>
  `${collection}#${String(id)}`
export const globalTag = (slug: string): ReadTag => `global:${slug}`
export const fieldTag = (collection: string, field: string): ReadTag => `${collection}@${field}`

/** A recording in progress: its tags, and the recording it runs inside (which gets them too). */
export type ReadRecorder = { tags: Set<ReadTag>; parent: ReadRecorder | null }

const current = new AsyncLocalStorage<ReadRecorder>()

/** The recording the caller runs inside, if any (to be passed on where the async context is lost: a queue). */
export const activeRecorder = (): ReadRecorder | null => current.getStore() ?? null

/** Runs `compute` recording what it reads into a new recording nested in `parent` (the enclosing one by default). */
export async function recordReads<T>(
  compute: () => Promise<T>,
  parent: ReadRecorder | null = activeRecorder(),
): Promise<{ value: T; tags: Set<ReadTag> }> {
  const recorder: ReadRecorder = { tags: new Set(), parent }
  const value = await current.run(recorder, compute)
  return { value, tags: recorder.tags }
}

/** Adds `tags` to the recording in progress and to every one enclosing it (an answer kept inside another). */
export function noteReads(tags: Iterable<ReadTag>): void {
  for (let r = activeRecorder(); r; r = r.parent) for (const t of tags) r.tags.add(t)
}

type Condition = Record<string, unknown>

/** The field and the values of a `where` that only asks for equality on one field (`id`, a slug), or null. */
function equalityOn(where: Where | undefined): { field: string; values: unknown[] } | null {
  if (!where) return null
  const keys = Object.keys(where)
  if (keys.length !== 1) return null
  const [field] = keys
  if (field === 'and' || field === 'or') {
    const list = where[field] as Where[] | undefined
    return list?.length === 1 ? equalityOn(list[0]) : null
  }
  const condition = where[field] as Condition | undefined
  if (!condition || typeof condition !== 'object') return null
  const ops = Object.keys(condition)
  if (ops.length !== 1) return null
  if (ops[0] === 'equals') return { field, values: [condition.equals] }
  if (ops[0] === 'in' && Array.isArray(condition.in)) return { field, values: condition.in }
  return null
}

/**
 * The tags of one read of a collection. A read by ids depends on those documents; a read by a
 * unique field depends on the documents it found (another document cannot take the same value;
 * when none is found, on the whole collection); any other query on the whole collection.
 */
export function tagsOfRead(
  collection: string,
  where: Where | undefined,
  found: Array<{ id?: unknown }> | null,
  isUnique: (field: string) => boolean,
): ReadTag[] {
  const equality = equalityOn(where)
  if (equality?.field === 'id')
    return equality.values
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map((id) => documentTag(collection, id))
  // Every value found: a value not found could be taken later by a new document, which only the whole collection tells.
  if (equality && found?.length === equality.values.length && isUnique(equality.field))
    return found
      .map((d) => d.id)
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map((id) => documentTag(collection, id))
  return [collectionTag(collection)]
}
