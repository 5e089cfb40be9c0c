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
  const values = new Map<string, { value: unknown; size: number }>()
  const decoder = new TextDecoder()
  let held = 0
  return (kept: KeptJson): unknown => {
    const hit = values.get(kept.hash)
    if (hit) {
      values.delete(kept.hash)
      values.set(kept.hash, hit)
      return hit.value
    }
    const value: unknown = JSON.parse(decoder.decode(kept.body))
    values.set(kept.hash, { value, size: kept.body.byteLength })
    held += kept.body.byteLength
    for (const [hash, entry] of values) {
      if (held <= heldBytes || values.size === 1) break
      values.delete(hash)
      held -= entry.size
    }
    return value
  }
}
