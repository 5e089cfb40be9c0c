import type { Payload, Where } from 'payload'

import { utcDay } from '@cms/schema/collections/OfferViews'

const MAX_USER_AGENT = 500

/**
 * Counts one read of a portal's feed in `portal-fetches` (one row per portal and UTC day, with
 * the last time and user agent). A portal reads its feed a few times a day, so each read is
 * written at once; the row is created on the day's first read, and a concurrent first read of
 * another instance is added to instead.
 */
export async function countFeedFetch(
  payload: Payload,
  portal: number | string,
  userAgent: string | undefined,
  at: Date = new Date(),
): Promise<void> {
  const day = utcDay(at)
  const where: Where = { and: [{ portal: { equals: portal } }, { day: { equals: day } }] }
  const seen = { lastAt: at.toISOString(), userAgent: (userAgent ?? '').slice(0, MAX_USER_AGENT) }
  const inc = () =>
    payload.db.updateOne({
      collection: 'portal-fetches',
      where,
      data: { count: { $inc: 1 }, ...seen },
      options: { atomic: true },
      returning: true,
    })
  if (await inc()) return
  try {
    await payload.create({
      collection: 'portal-fetches',
      data: { portal: portal as number, day, count: 1, ...seen },
      overrideAccess: true,
      depth: 0,
    })
  } catch (err) {
    if (!(await inc())) throw err
  }
}
