import type { Payload, TypedUser } from 'payload'

import type { Portal, PortalFetch } from '../../payload-types'
import { feedPath } from '../../domain/portals/feed-address'
import { selectFeedOffers, type RefusedOffer } from '../../domain/portals/feed-offers'

/** One portal as the Portals view shows it. */
export type PortalSummary = {
  id: number | string
  name: string
  format: Portal['format']
  active: boolean
  includeAll: boolean
  token: string
  /** The absolute address the portal is given. */
  address: string
  offers: number
  refused: RefusedOffer[]
  lastFetch: { at: string | null; userAgent: string; day: string; count: number } | null
}

/** The last day the portal read its feed: its row holds the last fetch of all. */
async function lastFetchOf(payload: Payload, user: TypedUser, portal: Portal) {
  const { docs } = await payload.find({
    collection: 'portal-fetches',
    where: { portal: { equals: portal.id } },
    sort: '-day',
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const row = docs[0] as PortalFetch | undefined
  return row
    ? { at: row.lastAt ?? null, userAgent: row.userAgent ?? '', day: row.day, count: row.count }
    : null
}

/**
 * Every portal with its feed's address, what the feed carries now and what it refuses, and the
 * last fetch. The portals are read with the staff member's access (staff only, as their tokens);
 * the offers as the feed itself selects them, so the count is the feed's.
 */
export async function loadPortals(
  payload: Payload,
  { user, serverURL }: { user: TypedUser; serverURL: string },
): Promise<PortalSummary[]> {
  const { docs } = await payload.find({
    collection: 'portals',
    sort: 'name',
    limit: 100,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return Promise.all(
    (docs as Portal[]).map(async (portal) => {
      const [selection, lastFetch] = await Promise.all([
        selectFeedOffers(payload, portal),
        lastFetchOf(payload, user, portal),
      ])
      return {
        id: portal.id,
        name: portal.name,
        format: portal.format,
        active: portal.active !== false,
        includeAll: Boolean(portal.includeAll),
        token: portal.token,
        address: `${serverURL.replace(/\/$/, '')}${feedPath(portal.format, portal.token)}`,
        offers: selection.offers.length,
        refused: selection.refused,
        lastFetch,
      }
    }),
  )
}
