import { idOf } from '../payload/relation-id'

/** What a client's live room receives: which record changed, never its content. */
export type LiveNotice =
  | { kind: 'message'; ms_id: number | string }
  | { kind: 'action'; ac_id: number | string; ac_status: string }

export type LiveNotifier = (clientId: number | string, notice: LiveNotice) => void

// The one notifier of the process lives on globalThis, not in a module variable: Payload's admin
// runs inside Next, whose server bundle may hold its own copy of this module (and of the hooks that
// call notifyLive), while setLiveNotifier is called by the server's copy. A module variable would
// leave the admin's copy without a notifier; the registry symbol is shared by both copies.
const KEY = Symbol.for('belsunce.liveNotifier')
const slot = globalThis as Record<symbol, LiveNotifier | undefined>

/** The server's start-up code registers the live channel here once it is attached; `null` detaches it. */
export function setLiveNotifier(fn: LiveNotifier | null): void {
  slot[KEY] = fn ?? undefined
}

/**
 * Tells a client's live room that something changed; called by the collections' hooks. Never
 * throws: without a live channel (CLI seed, migrations) or when it fails, the save that triggered
 * it goes on.
 */
export function notifyLive(
  client: unknown,
  notice: LiveNotice,
  log?: (err: unknown) => void,
): void {
  const id = idOf(client)
  if (id == null) return
  try {
    slot[KEY]?.(id, notice)
  } catch (err) {
    log?.(err)
  }
}

/** Told when a client session may have ended (a refresh token revoked or deleted). */
export type SessionListener = (family: string) => void
const SESSION_KEY = Symbol.for('belsunce.sessionListener')
const sessionSlot = globalThis as Record<symbol, SessionListener | undefined>

/** The server's start-up code registers the live channel's session check here; `null` detaches it. */
export function setSessionListener(fn: SessionListener | null): void {
  sessionSlot[SESSION_KEY] = fn ?? undefined
}

/** Called by the refresh-tokens hooks; never throws, like `notifyLive`. */
export function notifySessionChanged(family: unknown, log?: (err: unknown) => void): void {
  if (typeof family !== 'string' || !family) return
  try {
    sessionSlot[SESSION_KEY]?.(family)
  } catch (err) {
    log?.(err)
  }
}
