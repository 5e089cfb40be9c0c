import type { Payload } from 'payload'

/** Any document id a request may carry: digits (SQL databases) or ObjectId-like text (MongoDB). */
export const ANY_ID = /^[A-Za-z0-9_-]{1,64}$/

const NUMERIC_ID = /^\d{1,15}$/

/** The ids this database gives its documents: anything else is refused before a query is made. */
export const idPatternOf = (payload: Payload): RegExp =>
  payload.db.defaultIDType === 'number' ? NUMERIC_ID : ANY_ID
