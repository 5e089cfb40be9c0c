import type { Payload } from 'payload'

import { utcDay } from '../../schema/collections/OfferViews'
import type { Id } from '../payload/payload-values'

/** What the agency knows of the interest in one offer: views of its page and the leads it brought. */
export type Audience = {
  /** Views of its page over the last 7 and 30 UTC days, today included (robots and repeats not counted). */
  views7: number
  views30: number
  /** Visit requests asked for it, whatever their status. */
  visits: number
  /** Contact messages about it: written from its card on the site (robot-checked), or linked to it by staff. */
  messages: number
  /** Signed-in clients who keep it among their favourites. */
  favourites: number
  /** Saved searches it was mailed to: by an alert, or sent by staff to the clients it matches. */
  alerts: number
}

const DAY_MS = 24 * 60 * 60 * 1000
const since = (now: Date, days: number) => utcDay(new Date(now.getTime() - (days - 1) * DAY_MS))
const key = (id: unknown) => String(id)
const empty = (): Audience => ({
  views7: 0,
  views30: 0,
  visits: 0,
  messages: 0,
  favourites: 0,
  alerts: 0,
})

/** The ids kept in a JSON list (a client's `favories`, a search's `sent_offers`), as text. */
const listed = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v) => typeof v === 'number' || typeof v === 'string').map(key)
    : []

type Row = Record<string, unknown>
const rowsOf = (found: { docs: unknown[] }) => found.docs as Row[]

/**
 * The audience of a page of offers: one read per figure, whatever the number of offers, through
 * the database adapter (no hooks, only the columns summed), so it is the same on every engine.
 * Views, visit requests and contact messages are read for these offers only; favourites and sent
 * alerts live in JSON lists of the clients and searches, so those that hold any are read whole (a
 * few columns).
 * Staff only: callers check who asks.
 */
export async function offerAudience(
  payload: Payload,
  ids: Id[],
  now = new Date(),
): Promise<Map<string, Audience>> {
  const result = new Map(ids.map((id) => [key(id), empty()]))
  if (!ids.length) return result
  const wanted = new Set(result.keys())
  const [views, visits, messages, clients, searches] = await Promise.all([
    payload.db.find({
      collection: 'offer-views',
      where: { and: [{ offer: { in: ids } }, { day: { greater_than_equal: since(now, 30) } }] },
      select: { offer: true, day: true, count: true },
      pagination: false,
      limit: 0,
    }),
    payload.db.find({
      collection: 'actions',
      where: { offer: { in: ids } },
      select: { offer: true },
      pagination: false,
      limit: 0,
    }),
    payload.db.find({
      collection: 'contact-messages',
      where: { offer: { in: ids } },
      select: { offer: true },
      pagination: false,
      limit: 0,
    }),
    payload.db.find({
      collection: 'contacts',
      where: { co_preferences: { exists: true } },
      select: { co_preferences: true },
      pagination: false,
      limit: 0,
    }),
    payload.db.find({
      collection: 'saved-searches',
      where: { sent_offers: { exists: true } },
      select: { sent_offers: true },
      pagination: false,
      limit: 0,
    }),
  ])
  const week = since(now, 7)
  for (const row of rowsOf(views)) {
    const figures = result.get(key(row.offer))
    if (!figures) continue
    const count = Number(row.count) || 0
    figures.views30 += count
    if (String(row.day) >= week) figures.views7 += count
  }
  for (const row of rowsOf(visits)) {
    const figures = result.get(key(row.offer))
    if (figures) figures.visits += 1
  }
  for (const row of rowsOf(messages)) {
    const figures = result.get(key(row.offer))
    if (figures) figures.messages += 1
  }
  const tally = (rows: Row[], list: (row: Row) => unknown, field: 'favourites' | 'alerts') => {
    for (const row of rows)
      for (const id of new Set(listed(list(row)))) if (wanted.has(id)) result.get(id)![field] += 1
  }
  tally(
    rowsOf(clients),
    (r) => (r.co_preferences as { favories?: unknown } | null)?.favories,
    'favourites',
  )
  tally(rowsOf(searches), (r) => r.sent_offers, 'alerts')
  return result
}
