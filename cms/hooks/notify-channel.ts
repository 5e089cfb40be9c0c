/** What a client's live room receives: which record changed, never its content. */
export type LiveNotice = { kind: 'message'; ms_id: number | string } | { kind: 'action'; ac_id: number | string; ac_status: string }

export type LiveNotifier = (contactId: number | string, notice: LiveNotice) => void

// Kept on globalThis: Next's bundle of the admin may load its own copy of this module, and both
// copies must reach the one socket.io server of the process.
const KEY = Symbol.for('belsunce.liveNotifier')
const slot = globalThis as unknown as Record<symbol, LiveNotifier | undefined>

/** The live channel registers itself here when attached; `null` detaches it. */
export function setLiveNotifier(fn: LiveNotifier | null): void {
  slot[KEY] = fn ?? undefined
}

/**
 * Tells a client's live room that something changed. Never throws: without a live channel (CLI
 * seed, migrations) or when it fails, the save that triggered it goes on.
 */
export function notifyClient(contactId: unknown, notice: LiveNotice, log?: (err: unknown) => void): void {
  const id = typeof contactId === 'object' && contactId !== null ? (contactId as { id?: unknown }).id : contactId
  if (typeof id !== 'number' && typeof id !== 'string') return
  try {
    slot[KEY]?.(id, notice)
  } catch (err) {
    log?.(err)
  }
}

/** Told when a client session may have ended (a refresh token revoked or deleted). */
export type SessionListener = (family: string) => void
const SESSION_KEY = Symbol.for('belsunce.sessionListener')
const sessionSlot = globalThis as unknown as Record<symbol, SessionListener | undefined>

export function setSessionListener(fn: SessionListener | null): void {
  sessionSlot[SESSION_KEY] = fn ?? undefined
}

/** Never throws, like `notifyClient`: ending sessions must not fail the write that ends them. */
export function notifySessionChanged(family: unknown, log?: (err: unknown) => void): void {
  if (typeof family !== 'string' || !family) return
  try {
    sessionSlot[SESSION_KEY]?.(family)
  } catch (err) {
    log?.(err)
  }
}
