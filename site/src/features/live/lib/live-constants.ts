/** A `message` event refreshes the unread count after this delay. */
export const UNREAD_REFRESH_DELAY_MS = 500

/** Every query a live notice can make stale: unread count, messages and visit requests of the client area. */
export const LIVE_QUERY_ROOTS = [['messages'], ['actions']] as const
