/**
 * When each kept feed last changed, as this instance saw it: the time its bytes' hash changed,
 * never earlier than a date already given (a feed can lose its newest offer, so no date read
 * from its content would do). A restarted instance starts from now, which only costs a portal
 * one full read.
 */
export function createLastModified(now: () => number = Date.now) {
  const seen = new Map<string, { hash: string; at: number }>()
  return (key: string, hash: string): Date => {
    const before = seen.get(key)
    if (before?.hash === hash) return new Date(before.at)
    // HTTP dates count whole seconds: a change within the same second still moves it.
    const second = Math.floor(now() / 1000) * 1000
    const at = before ? Math.max(second, before.at + 1000) : second
    seen.set(key, { hash, at })
    return new Date(at)
  }
}
