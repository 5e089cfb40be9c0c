import type { Payload } from 'payload'

import type { PortalFormat } from '../schema/collections/Portals'
import { newFeedToken } from '../schema/collections/Portals/feed-token'

const DEMO_PORTALS: Array<{ name: string; format: PortalFormat }> = [
  { name: 'Kyero', format: 'kyero' },
  { name: 'JamesEdition', format: 'jamesedition' },
]

/**
 * The demo's two portals, each carrying every published offer. Their tokens are random (a
 * demo database copied to a server must not carry a known key); staff read them in the admin.
 */
export async function seedPortals(payload: Payload): Promise<void> {
  for (const p of DEMO_PORTALS) {
    const found = await payload.count({
      collection: 'portals',
      where: { name: { equals: p.name } },
      overrideAccess: true,
    })
    if (found.totalDocs) continue
    await payload.create({
      collection: 'portals',
      data: { ...p, token: newFeedToken(), active: true, includeAll: true },
      overrideAccess: true,
      depth: 0,
    })
  }
}
