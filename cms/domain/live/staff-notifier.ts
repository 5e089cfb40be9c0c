/**
 * What signed-in staff see pop up in the admin when a lead or a client's reply arrives: a line of French text and the
 * admin page of the record. Only the staff room receives it (never a client's room).
 */
export type StaffNotice = {
  kind: 'visit-request' | 'contact-message' | 'valuation-request' | 'client' | 'message-reply'
  id: number | string
  title: string
  url: string
}

export type StaffNotifier = (notice: StaffNotice) => void

// On globalThis for the same reason as the clients' notifier (cms/domain/live/live-notifier.ts): the admin's
// Next bundle holds its own copy of this module, while the server registers the channel.
const KEY = Symbol.for('belsunce.staffNotifier')
const slot = globalThis as Record<symbol, StaffNotifier | undefined>

/** The server's start-up code registers the live channel's staff room here; `null` detaches it. */
export function setStaffNotifier(fn: StaffNotifier | null): void {
  slot[KEY] = fn ?? undefined
}

/** Tells the signed-in staff; never throws (a save or a visitor's call must not fail because of it). */
export function notifyStaff(notice: StaffNotice, log?: (err: unknown) => void): void {
  try {
    slot[KEY]?.(notice)
  } catch (err) {
    log?.(err)
  }
}
