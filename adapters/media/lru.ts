/**
 * A map that forgets its least recently used entries once their total weight passes `maxWeight`
 * (a count when every entry weighs 1, bytes when the weight is a size).
 */
export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>()
  private total = 0

  constructor(
    readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  /** The value, its place in the order unchanged. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value
  }

  /** Keeps `value` unless it alone weighs more than the whole budget; then forgets the oldest beyond it. */
  set(key: K, value: V): void {
    this.delete(key)
    const weight = this.weigh(value)
    if (weight > this.maxWeight) return
    this.entries.set(key, { value, weight })
    this.total += weight
    for (const [oldKey, oldest] of this.entries) {
      if (this.total <= this.maxWeight) break
      this.entries.delete(oldKey)
      this.total -= oldest.weight
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.total -= entry.weight
  }

  /** Forgets every entry `test` picks. */
  deleteWhere(test: (value: V, key: K) => boolean): void {
    for (const [key, { value }] of this.entries) if (test(value, key)) this.delete(key)
  }

  /** The values, least recently used first. */
  *values(): IterableIterator<V> {
    for (const { value } of this.entries.values()) yield value
  }

  clear(): void {
    this.entries.clear()
    this.total = 0
  }

  get weight(): number {
    return this.total
  }

  get size(): number {
    return this.entries.size
  }
}
