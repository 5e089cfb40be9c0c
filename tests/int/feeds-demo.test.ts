import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@cms/seed'
import type { Offer, Portal } from '@cms/payload-types'
import { buildFeed } from '../../adapters/feeds/build-feed'
import { checkKyero } from '../helpers/feed-validators/kyero'
import { checkJamesEdition } from '../helpers/feed-validators/jamesedition'
import { at, childrenNamed, parseXml } from '../helpers/feed-validators/xml-tree'
import { fetchFeed, portalNamed } from '../helpers/feed-validators/portals'
import { publishedWebOffers } from '../helpers/catalogue'
import { useServer } from '../helpers/server'

/** Both portal feeds built from the demo data pass their format's checks. */
const running = useServer()
let kyero: Portal
let james: Portal
let published: Offer[]
beforeAll(async () => {
  await seed(running.payload, { offers: 24, imageSize: 'small' })
  kyero = await portalNamed(running.payload, 'Kyero')
  james = await portalNamed(running.payload, 'JamesEdition')
  published = await publishedWebOffers(running.payload)
})

const onRequest = (o: Offer) =>
  (o.of_sell && o.of_sell_uponrequest) || (!o.of_sell && o.of_rent && o.of_rent_uponrequest)

describe('the demo portals', () => {
  it('are seeded active, taking every published offer', () => {
    for (const p of [kyero, james]) expect([p.active, p.includeAll]).toEqual([true, true])
    expect([kyero.format, james.format]).toEqual(['kyero', 'jamesedition'])
  })
})

describe('the Kyero feed of the demo data', () => {
  it('is a valid Kyero v3 feed of the published offers, with refusals accounted for', async () => {
    const res = await fetchFeed(running.url, kyero)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const report = checkKyero(res.text)
    expect(report.errors).toEqual([])
    const built = await buildFeed(running.payload, kyero, running.url)
    expect(report.properties).toBe(built.included)
    expect(built.included).toBeGreaterThan(0)
    expect(built.included + built.refused.length).toBe(published.length)
    const refs = childrenNamed(parseXml(res.text), 'property').map((p) => at(p, 'ref')?.text)
    const byRef = new Map(published.map((o) => [o.of_ref, o]))
    expect(refs.every((r) => byRef.has(r ?? ''))).toBe(true)
    // Every language the demo wrote goes out under Kyero's code (Spanish is "es").
    const desc = at(childrenNamed(parseXml(res.text), 'property')[0], 'desc')
    expect(desc?.children.map((c) => c.name).sort()).toEqual(['en', 'es', 'fr', 'it', 'ru'])
  })

  it('says "x" for a price on request and never shows its figure', async () => {
    const text = (await fetchFeed(running.url, kyero)).text
    const properties = childrenNamed(parseXml(text), 'property')
    let seen = 0
    for (const p of properties) {
      const offer = published.find((o) => o.of_ref === at(p, 'ref')?.text) as Offer
      if (!onRequest(offer)) continue
      seen++
      expect(at(p, 'price')?.text).toBe('x')
      const figures = [
        offer.of_price_sell,
        offer.of_sell_sum,
        offer.of_price_rent,
        offer.of_rent_sum,
      ]
      const all = JSON.stringify(p)
      for (const f of figures) if (f) expect(all).not.toContain(String(f))
    }
    expect(seen, 'the demo has offers on request').toBeGreaterThan(0)
  })
})

describe('the JamesEdition feed of the demo data', () => {
  it('has every required field', async () => {
    const res = await fetchFeed(running.url, james)
    expect(res.status).toBe(200)
    const report = checkJamesEdition(res.text)
    expect(report.errors).toEqual([])
    const built = await buildFeed(running.payload, james, running.url)
    expect(report.adverts).toBe(built.included)
    expect(built.included).toBeGreaterThan(0)
    const adverts = childrenNamed(at(parseXml(res.text), 'adverts')!, 'advert')
    for (const a of adverts) {
      const offer = published.find((o) => o.of_ref === a.attributes.reference) as Offer
      if (!onRequest(offer)) continue
      expect(at(a, 'price_on_request')?.text).toBe('yes')
      expect(at(a, 'price')?.text).toBe('')
    }
  })
})

describe('crawlers', () => {
  it('find no feed in the sitemap or robots.txt', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const text = await (await fetch(`${running.url}${path}`)).text()
      expect(text).not.toContain('/feeds/')
    }
  })
})
