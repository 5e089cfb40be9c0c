import type { DataChange } from '@cms/changes/data-changes'
import {
  collectionTag,
  documentTag,
  fieldTag,
  globalTag,
  type ReadTag,
} from '@cms/changes/data-reads'

/** The tag of answers whose reads are not known (a page rendered through HTTP, a constant): any public change may concern them. */
export const ANY_PUBLIC: ReadTag = '*public'
/** The tag a change concerning every answer touches. */
export const EVERYTHING: ReadTag = '*all'
/** Tags every document tag of a collection (`offers#…`): a change to documents not known. */
export const anyDocumentOf = (collection: string): ReadTag => documentTag(collection, '*')
/** Tags every field tag of a collection (`offers@…`): a creation, a deletion, or fields not known. */
export const anyFieldOf = (collection: string): ReadTag => fieldTag(collection, '*')

/** What a change touches: these tags, and the source whose documents' tags all match through `anyDocumentOf`. */
export type Touch = { tags: ReadTag[]; everything: boolean }

/** The source (collection or global) a tag depends on, or null for the special tags. */
export function sourceOf(tag: ReadTag): string | null {
  if (tag.startsWith('*')) return null
  const at = tag.search(/[#@]/)
  return at < 0 ? tag : tag.slice(0, at)
}

export const sourceOfChange = (change: DataChange): string =>
  'global' in change ? globalTag(change.global) : collectionTag(change.collection)

/**
 * The tags a change touches. A change to a source the public can read also touches the answers
 * whose reads are unknown; a change to such a source that no answer was ever seen reading
 * (`declared`) touches everything, since something may read it in a way not recorded.
 */
export function touchOf(
  change: DataChange,
  isPublic: (source: string) => boolean,
  declared: (source: string) => boolean,
): Touch {
  const source = sourceOfChange(change)
  const tags: ReadTag[] = [source]
  if ('id' in change) {
    tags.push(documentTag(change.collection, change.id))
    if (change.operation === 'update' && change.fields)
      tags.push(...change.fields.map((f) => fieldTag(change.collection, f)))
    else tags.push(anyFieldOf(change.collection))
  } else if ('collection' in change)
    tags.push(anyDocumentOf(change.collection), anyFieldOf(change.collection))
  if (!isPublic(source)) return { tags, everything: false }
  tags.push(ANY_PUBLIC)
  return { tags, everything: !declared(source) }
}
