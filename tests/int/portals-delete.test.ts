import { describe, expect, it } from 'vitest'

import { newFeedToken } from '@cms/schema/collections/Portals/feed-token'
import { makeOffer, staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

/** Staff may delete a portal that offers were ticked for: the ticks go with it, the offers stay. */
const running = useServer({ admin: true })

describe('deleting a portal', () => {
  it('removes it from the offers and their versions, and its feed address is gone', async () => {
    const { payload } = running
    const portal = await payload.create({
      collection: 'portals',
      data: { name: 'To delete', format: 'kyero', token: newFeedToken(), includeAll: false },
      overrideAccess: true,
    })
    const offer = await makeOffer(payload, { portals: [portal.id] })
    // A second save: the portal is in an older version too.
    await payload.update({
      collection: 'offers',
      id: offer.id,
      data: { of_price_sell: 2_100_000 },
      overrideAccess: true,
    })
    const { token } = await staffSession(payload)
    const res = await request(running.url, 'DELETE', `/cms-api/portals/${portal.id}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(res.status).toBe(200)
    const kept = await payload.findByID({
      collection: 'offers',
      id: offer.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(kept.portals ?? []).toEqual([])
    expect(kept.of_price_sell).toBe(2_100_000)
    const feed = await request(running.url, 'GET', `/feeds/kyero.xml?token=${portal.token}`)
    expect(feed.status).toBe(404)
  })
})

describe('a portal created after one was deleted', () => {
  it('serves its own feed, not the deleted portal’s kept one (SQLite may give it the same id)', async () => {
    const { payload } = running
    const before = await payload.create({
      collection: 'portals',
      data: { name: 'Kyero, then deleted', format: 'kyero', token: newFeedToken() },
      overrideAccess: true,
    })
    const kyero = await request(running.url, 'GET', `/feeds/kyero.xml?token=${before.token}`)
    expect(kyero.status).toBe(200)
    expect(kyero.text()).toContain('<kyero>')
    // The read is counted after its answer: deleted before that, the count would come too late.
    await expect
      .poll(async () => {
        const fetches = await payload.count({
          collection: 'portal-fetches',
          where: { portal: { equals: before.id } },
          overrideAccess: true,
        })
        return fetches.totalDocs
      })
      .toBe(1)
    await payload.delete({ collection: 'portals', id: before.id, overrideAccess: true })

    const after = await payload.create({
      collection: 'portals',
      data: { name: 'JamesEdition', format: 'jamesedition', token: newFeedToken() },
      overrideAccess: true,
    })
    const feed = await request(running.url, 'GET', `/feeds/jamesedition.xml?token=${after.token}`)
    expect(feed.status).toBe(200)
    expect(feed.text()).not.toContain('<kyero>')
  })
})

describe('a feed read counted while its portal is deleted', () => {
  it('does not stop the deletion, and no count of the portal is left behind', async () => {
    const { payload } = running
    const portal = await payload.create({
      collection: 'portals',
      data: { name: 'Read while deleted', format: 'kyero', token: newFeedToken() },
      overrideAccess: true,
    })
    // The day's first read of another instance, not yet committed when staff delete the portal:
    // the deletion's clean-up cannot see its row, and the database then meets it at the delete.
    const reading = await payload.db.beginTransaction()
    await payload.create({
      collection: 'portal-fetches',
      data: { portal: portal.id, day: '2026-11-29', count: 1 },
      overrideAccess: true,
      req: { transactionID: reading ?? undefined },
    })
    const deleting = payload.delete({ collection: 'portals', id: portal.id, overrideAccess: true })
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (reading) await payload.db.commitTransaction(reading)
    await expect(deleting).resolves.toMatchObject({ id: portal.id })
    const left = await payload.count({
      collection: 'portal-fetches',
      where: { or: [{ portal: { equals: portal.id } }, { portal: { exists: false } }] },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })
})
