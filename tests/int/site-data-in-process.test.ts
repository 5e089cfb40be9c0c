import path from 'node:path'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'

import { SITE_DIR } from '../../adapters/app'
import { createSharedState } from '../../adapters/http/shared-state'
import { createPublicCache, type PublicCache } from '../../adapters/public-cache'
import { inProcessData } from '../../adapters/render/in-process-data'
import { createRenderPool } from '../../adapters/render/render-pool'
import { siteRender } from '../../adapters/render/site-render'
import { env } from '@cms/env'
import { utcDay } from '@cms/schema/collections/OfferViews'
import { createChallenge } from '@cms/domain/auth/reset-challenges'
import { unsubscribeSecrets, unsubscribeToken } from '@cms/domain/searches/tokens'
import type { SavedSearch } from '@cms/payload-types'
import { makeClient } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'
import { BROWSER, useOffer } from '../helpers/viewed-offer'

/** The site's server render reads its data in process: no request of its own reaches the API. */
const running = useServer()

const viewed = useOffer(running, { of_name: 'Villa des vues' })

/** Every request the server receives while `work` runs, by its address. */
async function requestsDuring(server: import('node:http').Server, work: () => Promise<void>) {
  const seen: string[] = []
  const count = (req: { url?: string }) => seen.push(req.url ?? '')
  server.on('request', count)
  try {
    await work()
  } finally {
    server.off('request', count)
  }
  return seen
}

/**
 * The contact page stays kept through an offer's edit (it reads the agency's details and the
 * site's texts, not the offers), and is made again once a text is added:
 * what its render read, on the main thread or a render thread, is recorded on the page.
 */
async function keptThroughUnrelatedEdits(base: string, cache: PublicCache) {
  const page = `${base}/contact?lang=fr`
  const computes = () => cache.computes()
  const fetched = async () => {
    const res = await fetch(page, { headers: { 'user-agent': BROWSER } })
    expect(res.status).toBe(200)
    await res.arrayBuffer()
  }
  await fetched()
  let before = computes()
  await fetched()
  expect(computes() - before).toBe(0)
  await running.payload.update({
    collection: 'offers',
    id: viewed.id,
    data: { of_name: `Villa des vues ${Date.now()}` },
  })
  before = computes()
  await fetched()
  expect(computes() - before).toBe(0)
  await running.payload.create({
    collection: 'translations',
    data: { tr_key: `test_key_${Date.now()}`, tr_fr: 'Essai', tr_en: 'Test' },
  })
  before = computes()
  await fetched()
  expect(computes() - before).toBeGreaterThan(0)
}

const PAGES = () => [
  '/?lang=fr',
  `/offers/details/${viewed.slug}?lang=en`,
  '/offers/sales/monaco/all/all/all/all?lang=en',
  '/agency?lang=en',
  '/districts/sales/monaco?lang=en',
]

describe('a server render', () => {
  it('reads in process: the page is the only request the server gets, on the main thread', async () => {
    for (const page of PAGES()) {
      const seen = await requestsDuring(running.server, async () => {
        const res = await fetch(`${running.url}${page}`, {
          redirect: 'manual',
          headers: { 'user-agent': BROWSER },
        })
        await res.arrayBuffer()
        expect(res.status, page).toBeLessThan(400)
      })
      expect(seen, page).toEqual([page])
    }
    await keptThroughUnrelatedEdits(running.url, running.services.publicCache)
  })

  it('reads in process from render threads too, through the thread port', async () => {
    // A cache of its own: the pages the main thread rendered are not kept in it.
    const cache = createPublicCache(running.payload)
    const pool = createRenderPool(1, {
      serverBuild: path.join(SITE_DIR, 'server', 'index.js'),
      clientDir: path.join(SITE_DIR, 'client'),
      mode: 'production',
    })
    const app = express()
    app.use(
      siteRender({
        buildDir: SITE_DIR,
        defaultLanguage: 'en',
        publicUrl: 'http://localhost',
        cache,
        data: inProcessData({
          payload: running.payload,
          env: env(),
          publicCache: cache,
          offerStores: running.services.offerStores,
          shared: createSharedState(),
        }),
        renderThreads: 1,
        renderPools: () => pool,
      }),
    )
    const server = app.listen(0)
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      // Nothing reaches the API server while the thread renders: its data comes over the thread's port.
      const seen = await requestsDuring(running.server, async () => {
        const res = await fetch(`${url}/offers/details/${viewed.slug}?lang=en`)
        const html = await res.text()
        expect(res.status).toBe(200)
        expect(html).toContain(viewed.slug)
      })
      expect(seen).toEqual([])
      expect(pool.workers()).toHaveLength(1)
      await keptThroughUnrelatedEdits(url, cache)
    } finally {
      server.close()
      cache.close()
      await pool.close()
    }
  })
})

describe("an offer's page", () => {
  afterAll(() => running.services.views.flush())

  it('counts one view: the page it serves, not the read it was made from', async () => {
    await running.services.views.flush()
    const before = await running.payload.find({
      collection: 'offer-views',
      where: { offer: { equals: viewed.id } },
      depth: 0,
      overrideAccess: true,
    })
    const res = await request(running.url, 'GET', `/offers/details/${viewed.slug}?lang=fr`, {
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': '198.51.100.77' },
    })
    expect(res.status).toBe(200)
    await running.services.views.flush()
    const after = await running.payload.find({
      collection: 'offer-views',
      where: { offer: { equals: viewed.id } },
      depth: 0,
      overrideAccess: true,
    })
    const total = (docs: Array<{ count?: number | null; day?: string | null }>) =>
      docs.filter((d) => d.day === utcDay()).reduce((n, d) => n + (d.count ?? 0), 0)
    expect(total(after.docs) - total(before.docs)).toBe(1)
  })
})

describe("a page's button (address verification, alert links)", () => {
  /** A browser without scripts pressing the page's button, from its own address (as the trusted loopback proxy reports it). */
  const press = (path: string, visitor: string) =>
    fetch(`${running.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': visitor,
      },
      body: '',
    })
  const LIMIT = 30

  it('acts in process, refused beyond the per-address limit of its API route, counted on each visitor', async () => {
    const client = await makeClient(running.payload)
    const challenge = await createChallenge(running.payload, client.id, 'verify')
    const verified = async () =>
      (
        await running.payload.findByID({
          collection: 'contacts',
          id: client.id,
          overrideAccess: true,
        })
      ).co_email_verified
    // One visitor spends the minute's budget on wrong links…
    const seen = await requestsDuring(running.server, async () => {
      for (let i = 0; i < LIMIT; i++)
        expect((await press(`/verify-email/${client.id}/wrong-${i}`, '198.51.100.10')).status).toBe(
          200,
        )
    })
    expect(
      seen.every((url) => url.startsWith('/verify-email/')),
      'no call to the API',
    ).toBe(true)
    // …and is refused, with the right link too, through the page or the API alike: one count.
    expect((await press(`/verify-email/${client.id}/${challenge}`, '198.51.100.10')).status).toBe(
      200,
    )
    expect(await verified()).toBe(false)
    const api = await fetch(`${running.url}/web/1.0/contacts/verify/${client.id}/${challenge}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.10' },
    })
    expect(api.status).toBe(429)
    // Another visitor is not held to the first one's count.
    const other = await press(`/verify-email/${client.id}/${challenge}`, '198.51.100.11')
    expect({ status: other.status, location: other.headers.get('location') }).toEqual({
      status: 302,
      location: '/account',
    })
    expect(await verified()).toBe(true)
  })

  it("stops an alert from its link's page under the same per-visitor limit", async () => {
    const secrets = unsubscribeSecrets()
    const alert = (await running.payload.create({
      collection: 'saved-searches',
      data: {
        email: 'limits@example.com',
        filter: { sale: 'true' },
        frequency: 'daily',
        lang: 'en',
        confirmed: true,
        sent_offers: [],
        ...secrets,
      },
      overrideAccess: true,
    })) as SavedSearch
    const still = async () =>
      (
        await running.payload.find({
          collection: 'saved-searches',
          where: { id: { equals: alert.id } },
          overrideAccess: true,
        })
      ).docs.length === 1
    const path = `/alerts/unsubscribe/${unsubscribeToken(secrets.unsubscribe_salt)}?lang=en`
    for (let i = 0; i < LIMIT; i++)
      expect((await press(`/alerts/unsubscribe/wrong-${i}?lang=en`, '198.51.100.20')).status).toBe(
        200,
      )
    const refused = await press(path, '198.51.100.20')
    expect(refused.status).toBe(200)
    // Told that it failed, not that the link is unknown (the page's texts are all inlined: the title is looked for as shown).
    expect(await refused.text()).toContain('>Something went wrong<')
    expect(await still()).toBe(true)
    const done = await press(path, '198.51.100.21')
    expect(await done.text()).toContain('>Alert stopped<')
    expect(await still()).toBe(false)
  })
})
