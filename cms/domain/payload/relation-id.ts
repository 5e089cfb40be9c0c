import type { Id } from '@contract/envelope'

/** A relationship as Payload returns it: an id at depth 0, the document at depth ≥ 1; anything else has none. */
export const idOf = (ref: unknown): Id | null => {
  if (typeof ref === 'number' || typeof ref === 'string') return ref
  if (ref && typeof ref === 'object' && 'id' in ref) {
    const id = (ref as { id: unknown }).id
    if (typeof id === 'number' || typeof id === 'string') return id
  }
  return null
}
