import { beforeAll, describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { plainTextToLexical } from '@cms/domain/rich-text/lexical-state'
import { jpeg } from '../helpers/catalogue'
import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

/** The Portals view (/admin/portals): what staff read of each feed, and what nobody else gets. */
const running = useServer({ admin: true })
const TOKEN = 'portal-view-token-0123456789abcdef'
const UA = 'KyeroBot/3.1 (+https://example.com/bot)'

/** A page of the admin as a browser with this cookie gets it (Payload checks where it comes from). */
const adminPage = (cookie: string, path: string) =>
  request(running.url, 'GET', path, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })

let staff: Awaited<ReturnType<typeof staffSession>>
let portalId: number | string
let refusedRef: string

beforeAll(async () => {
  const p = running.payload
  staff = await staffSession(p, 'editor')
  const portal = await p.create({
    collection: 'portals',
    data: { name: 'Kyero test', format: 'kyero', token: TOKEN, active: true },
  })
  portalId = portal.id
  const type = await p.create({
    collection: 'items',
    data: {
      kind: 'type',
      value: 901,
      text: 'apartment',
      label_fr: 'Appartement',
      label_en: 'Apartment',
    },
  })
  const data = await jpeg()
  const photo = await p.create({
    collection: 'media',
    data: { alt: 'photo' },
    file: { data, mimetype: 'image/jpeg', name: 'photo.jpg', size: data.length },
  })
  // One offer the feed carries (photo, English description, type, town), one it refuses (no photo).
  const kept = await makeOffer(p, {
    type: type.id,
    images: [photo.id],
    portals: [portal.id],
  } as Partial<Offer>)
  await p.update({
    collection: 'offers',
    id: kept.id,
    locale: 'en',
    data: { of_text: plainTextToLexical('A bright flat') as Offer['of_text'] },
  })
  const refused = await makeOffer(p, {
    type: type.id,
    portals: [portal.id],
  } as Partial<Offer>)
  refusedRef = refused.of_ref
  // The feed route counts fetches below the Local API (nobody may write them through it).
  await p.db.create({
    collection: 'portal-fetches',
    data: {
      portal: portal.id,
      day: '2026-11-26',
      count: 7,
      lastAt: '2026-11-26T10:15:00.000Z',
      userAgent: UA,
    },
  })
})

describe('the Portals view', () => {
  it('shows staff each portal’s address, offers in the feed, last fetch and refused offers with why', async () => {
    const res = await adminPage(`payload-token=${staff.token}`, '/admin/portals')
    expect(res.status).toBe(200)
    const html = res.text()
    const address = `${running.payload.config.serverURL}/feeds/kyero.xml?token=${TOKEN}`
    for (const text of [
      'Portails immobiliers',
      'Kyero test',
      address.replace(/&/g, '&amp;'),
      '1 offre',
      '7 lectures le 2026-11-26 (UTC)',
      UA,
      '1 offre refusée',
      refusedRef,
      'Aucune photo publique',
      `/admin/collections/offers/`,
      `/admin/collections/portals/${portalId}`,
      '/admin/collections/portals/create',
    ])
      expect(html, text).toContain(text)
    const english = await adminPage(
      `payload-token=${staff.token}; payload-lng=en`,
      '/admin/portals',
    )
    expect(english.text()).toContain('No public photo')
    expect(english.text()).toContain('1 offer refused')
  })

  it('gives a client or an anonymous visitor no portal data, in the admin or Payload’s REST API', async () => {
    const client = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    for (const cookie of [`payload-token=${accesstoken}`, '']) {
      // A client is answered as if the page did not exist; an anonymous visitor gets the sign-in page.
      const page = await adminPage(cookie, '/admin/portals')
      if (cookie) expect(page.status).toBe(404)
      expect(page.text()).not.toContain(TOKEN)
      expect(page.text()).not.toContain('Kyero test')
      const api = await request(running.url, 'GET', '/cms-api/portals?depth=0', {
        headers: cookie ? { Authorization: `JWT ${accesstoken}` } : {},
      })
      expect([401, 403]).toContain(api.status)
      expect(api.text()).not.toContain(TOKEN)
      const byId = await request(running.url, 'GET', `/cms-api/portals/${portalId}`, {
        headers: cookie ? { Authorization: `JWT ${accesstoken}` } : {},
      })
      expect(byId.text()).not.toContain(TOKEN)
      // Nor through the offers that name it, nor the fetches.
      const fetches = await request(running.url, 'GET', '/cms-api/portal-fetches?depth=1', {
        headers: cookie ? { Authorization: `JWT ${accesstoken}` } : {},
      })
      expect(fetches.text()).not.toContain(TOKEN)
      const offers = await request(running.url, 'GET', '/cms-api/offers?depth=1&limit=100', {
        headers: cookie ? { Authorization: `JWT ${accesstoken}` } : {},
      })
      expect(offers.text()).not.toContain(TOKEN)
    }
  })
})

describe('the portal and import screens', () => {
  it('show an offer’s portals as boxes, and an import’s progress and report with errors first', async () => {
    const offer = await makeOffer(running.payload)
    const edit = await adminPage(
      `payload-token=${staff.token}`,
      `/admin/collections/offers/${offer.id}`,
    )
    expect(edit.status).toBe(200)
    expect(edit.text()).toContain('data-field="portals"')

    // Written below the Local API: an import's own hooks would queue a run.
    const run = await running.payload.db.create({
      collection: 'feed-imports',
      data: {
        label: 'Test import',
        feedName: 'test-feed',
        status: 'done',
        processed: 12,
        total: 12,
        report: {
          counts: { created: 3, updated: 4, unchanged: 5 },
          messages: [
            { level: 'info', message: 'Feed read in full' },
            { level: 'error', ref: 'K-9', message: 'Price is not a number' },
          ],
        },
      },
    })
    const page = await adminPage(
      `payload-token=${staff.token}`,
      `/admin/collections/feed-imports/${run.id}`,
    )
    expect(page.status).toBe(200)
    const html = page.text()
    for (const text of ['Avancement : Terminé', '12 offres lues sur 12', 'Créées', 'K-9'])
      expect(html, text).toContain(text)
    expect(html.indexOf('Price is not a number')).toBeLessThan(html.indexOf('Feed read in full'))
  })
})
