import { LRUCache } from 'lru-cache'

/** An answer kept serialized by the public cache: its JSON bytes and their hash. */
export type KeptJson = { hash: string; body: Uint8Array }

/** Bytes of JSON whose parsed value is held, at most: the answers a page is made of, not the whole cache. */
const HELD_BYTES = 16 * 1024 * 1024

/**
 * The parsed value of a kept answer, parsed once per content: every render reading the same
 * answer (the texts, the reference data, a list) gets the same object, so no render pays for a
 * JSON.parse of what an earlier one parsed, and work keyed on the object (the page texts' merge)
 * is done once. The values are shared: readers never change them. The least recently used go first.
 */
export function keptValues(heldBytes = HELD_BYTES) {
  // Wrapped: a parsed value may be anything, null included; weighed by its JSON's bytes.
  const values = new LRUCache<string, { value: unknown; size: number }>({
    maxSize: heldBytes,
    sizeCalculation: (v) => Math.max(1, v.size),
  })
  const decoder = new TextDecoder()
  return (kept: KeptJson): unknown => {
    const hit = values.get(kept.hash)
    if (hit) return hit.value
    const value: unknown = JSON.parse(decoder.decode(kept.body))
    values.set(kept.hash, { value, size: kept.body.byteLength })
    return value
  }
}
