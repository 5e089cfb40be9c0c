import { idOf } from '../relation-id'

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
  const id = idOf(contactId)
  if (id == null) return
  try {
    slot[KEY]?.(id, notice)
  } catch (err) {
    log?.(err)
  }
}
