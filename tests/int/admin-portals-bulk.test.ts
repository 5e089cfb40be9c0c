import { describe, expect, it } from 'vitest'

import {
  applyPortalChange,
  changedPortals,
  planPortalChange,
  portalIds,
} from '@cms/admin/portals/portal-bulk'
import type { Offer } from '@cms/payload-types'
import { makeOffer, staffSession } from '../helpers/factories'
import { useServer } from '../helpers/server'

/** The offer list's "Add to portal…" / "Remove from portal…", through Payload's REST API as the admin sends it. */
const running = useServer({ admin: true })

const portal = (name: string) =>
  running.payload.create({ collection: 'portals', data: { name, format: 'kyero' } as never })

const published = async (id: number) =>
  running.payload.findByID({ collection: 'offers', id, depth: 0, locale: 'fr' })
const latest = async (id: number) =>
  running.payload.findByID({ collection: 'offers', id, depth: 0, locale: 'fr', draft: true })

describe('the list of portals an offer gets', () => {
  it('is its own list with the portal added or removed, never a shared one', () => {
    expect(changedPortals([1], { portal: 2, add: true })).toEqual([1, 2])
    expect(changedPortals([1, 2], { portal: 2, add: true })).toBeNull()
    expect(changedPortals([1, 2], { portal: 1, add: false })).toEqual([2])
    expect(changedPortals([2], { portal: 1, add: false })).toBeNull()
    expect(portalIds([{ id: 3 }, 4, null])).toEqual([3, 4])
    const plan = planPortalChange(
      [
        { id: 10, portals: [] },
        { id: 11, portals: [1] },
        { id: 12, portals: [] },
        { id: 13, portals: [2] },
      ],
      { portal: 2, add: true },
    )
    expect(plan.unchanged).toEqual([13])
    expect(plan.groups).toEqual([
      { portals: [2], ids: [10, 12] },
      { portals: [1, 2], ids: [11] },
    ])
  })
})

describe('adding offers to a portal and removing them', () => {
  it('keeps each offer’s other portals, changes published offers without publishing their pending draft, and keeps drafts drafts', async () => {
    const p = running.payload
    const { token } = await staffSession(p, 'editor')
    const a = await portal('Kyero')
    const b = await portal('Green-Acres')
    const withA = await makeOffer(p, { portals: [a.id] } as Partial<Offer>)
    const bare = await makeOffer(p)
    const pending = await makeOffer(p, { of_name: 'Nom publié' })
    await p.update({
      collection: 'offers',
      id: pending.id,
      locale: 'fr',
      draft: true,
      data: { of_name: 'Nom en cours' },
    })
    const neverPublished = await makeOffer(p, { _status: 'draft' })
    const o = {
      api: `${running.url}/cms-api`,
      headers: { Authorization: `JWT ${token}` },
    }
    const ids = [withA.id, bare.id, pending.id, neverPublished.id]

    const added = await applyPortalChange(ids, { portal: b.id, add: true }, o)
    expect(added.errors).toEqual([])
    expect([...added.updated].sort()).toEqual([...ids].sort())
    expect(portalIds((await published(withA.id)).portals)).toEqual([a.id, b.id])
    expect(portalIds((await published(bare.id)).portals)).toEqual([b.id])
    // The published offer has the portal and its published name; the pending draft is still the
    // latest version, with its own name and the portal too.
    const pub = await published(pending.id)
    expect(pub._status).toBe('published')
    expect(pub.of_name).toBe('Nom publié')
    expect(portalIds(pub.portals)).toEqual([b.id])
    const draft = await latest(pending.id)
    expect(draft._status).toBe('draft')
    expect(draft.of_name).toBe('Nom en cours')
    expect(portalIds(draft.portals)).toEqual([b.id])
    expect((await published(neverPublished.id))._status).toBe('draft')

    const again = await applyPortalChange([withA.id], { portal: b.id, add: true }, o)
    expect(again.unchanged).toEqual([withA.id])

    const removed = await applyPortalChange([withA.id, pending.id], { portal: b.id, add: false }, o)
    expect(removed.errors).toEqual([])
    expect(portalIds((await published(withA.id)).portals)).toEqual([a.id])
    expect(portalIds((await published(pending.id)).portals)).toEqual([])
    expect(portalIds((await latest(pending.id)).portals)).toEqual([])
    expect((await latest(pending.id)).of_name).toBe('Nom en cours')
    expect((await published(pending.id)).of_name).toBe('Nom publié')
  })

  it('is refused to a visitor who is not staff', async () => {
    const a = await portal('Refused')
    const offer = await makeOffer(running.payload)
    await expect(
      applyPortalChange([offer.id], { portal: a.id, add: true }, { api: `${running.url}/cms-api` }),
    ).rejects.toThrow()
    expect((await published(offer.id)).portals ?? []).toEqual([])
  })
})
