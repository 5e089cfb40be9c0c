import type { Payload } from 'payload'

/** Any document id a request may carry: digits (SQL databases) or ObjectId-like text (MongoDB). */
export const ANY_ID = /^[A-Za-z0-9_-]{1,64}$/

// Written as the database writes it: `079` or `0079` would read the same row under another
// address, which caches and access checks keyed by the address would hold apart.
const NUMERIC_ID = /^(?:0|[1-9]\d{0,14})$/

/** The ids this database gives its documents, in their one spelling: anything else is refused before a query is made. */
export const idPatternOf = (payload: Payload): RegExp =>
  payload.db.defaultIDType === 'number' ? NUMERIC_ID : ANY_ID
