import type { Payload, PayloadRequest, SanitizedCollectionConfig, Where } from 'payload'

import { collectionTag, fieldTag, type ReadTag } from './data-reads'

/** The conditions read access adds for this request: none (an empty where), or null when they cannot be known. */
export async function accessConditions(
  collection: SanitizedCollectionConfig,
  req: PayloadRequest | undefined,
  overrideAccess: boolean | undefined,
): Promise<Where | null> {
  if (overrideAccess) return {}
  const read: unknown = collection.access.read
  if (typeof read !== 'function' || !req) return null
  try {
    const result: unknown = await (read as (args: { req: PayloadRequest }) => unknown)({ req })
    if (result === true) return {}
    return result && typeof result === 'object' ? (result as Where) : null
  } catch {
    return null
  }
}

/** Every path a `where` sets conditions on (`building.bu_city` as it is written). */
function pathsOf(where: Where | undefined, into = new Set<string>()): Set<string> {
  if (!where) return into
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value))
      for (const w of value as Where[]) pathsOf(w, into)
    else into.add(key)
  }
  return into
}

/** The collections a relation field of `collection` points to, or null when `name` is not one. */
function relatedOf(payload: Payload | null, collection: string, name: string): string[] | null {
  const collections: Partial<Record<string, { config: SanitizedCollectionConfig }>> =
    payload?.collections ?? {}
  const field = collections[collection]?.config.flattenedFields.find((f) => f.name === name)
  if (!field || (field.type !== 'relationship' && field.type !== 'upload')) return null
  return Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
}

/**
 * The tags of a read whose result only depends on which documents match `conditions` and on the
 * `fields` it reads of them (their order, their count): the fields themselves, and through a
 * relation (`building.bu_city`) every document of the collections it leads to. Creations and
 * deletions touch every field tag of a collection.
 */
export function conditionTags(
  payload: Payload | null,
  collection: string,
  conditions: Where[],
  fields: Iterable<string> = [],
): ReadTag[] {
  const tags = new Set<ReadTag>()
  const paths = new Set<string>(fields)
  for (const where of conditions) pathsOf(where, paths)
  for (const path of paths) {
    const steps = path.split('.')
    let from = [collection]
    tags.add(fieldTag(collection, steps[0]))
    for (const step of steps.slice(0, -1)) {
      const next = from.flatMap((c) => relatedOf(payload, c, step) ?? [])
      // A group or a field not known: the whole collections it is read from.
      if (!next.length) {
        for (const c of from) tags.add(collectionTag(c))
        break
      }
      for (const c of next) tags.add(collectionTag(c))
      from = next
    }
  }
  return tags.size ? [...tags] : [collectionTag(collection)]
}
