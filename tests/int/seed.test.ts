import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/languages'

import { env } from '@cms/env'
import { isLexicalState, lexicalText } from '@cms/domain/rich-text/lexical-state'
import { MONACO_DISTRICTS, RIVIERA_TOWNS, ABROAD } from '@cms/seed/data/places'
import {
  DEMO_CLIENT,
  DEMO_EDITOR,
  DEMO_EDITOR_NEGOTIATOR,
  DEMO_STAFF,
} from '@cms/seed/demo-accounts'
import { seed, summarize, type SeedSummary } from '@cms/seed/index'
import { seedIfEmpty } from '@cms/seed/seed-if-empty'
import { readLocaleFile } from '@cms/seed/seed-translations'
import { useServer } from '../helpers/server'

const running = useServer()
let payload: Payload
let first: SeedSummary

beforeAll(async () => {
  payload = running.payload
  first = await seed(payload, { offers: 24, imageSize: 'small' })
}, 300_000)

const allOffers = () =>
  payload.find({
    collection: 'offers',
    draft: true,
    limit: 0,
    pagination: false,
    depth: 0,
    locale: 'all' as 'fr',
  })

describe('demo seed', () => {
  it('creates the asked offers and the reference data', () => {
    expect(first.offers).toBe(24)
    expect(first.districts).toBe(18)
    expect(first.buildings).toBeGreaterThanOrEqual(40)
    expect(first.distances).toBeGreaterThanOrEqual(first.buildings)
    expect(first.items).toBe(25)
    expect(first.countries).toBeGreaterThanOrEqual(6)
    expect(first.users).toBe(2)
    expect(first.contacts).toBeGreaterThanOrEqual(9)
  })

  it('gives every offer 3 to 6 distinct images and a distinct name in each of the five languages', async () => {
    const { docs } = await allOffers()
    for (const offer of docs) {
      const images = offer.images as Array<number | string>
      expect(images.length).toBeGreaterThanOrEqual(3)
      expect(images.length).toBeLessThanOrEqual(6)
      expect(new Set(images).size).toBe(images.length)
      const names = offer.of_name as unknown as Record<string, string>
      const texts = offer.of_text as unknown as Record<string, unknown>
      for (const l of LANGUAGES) {
        expect(names[l], `${offer.of_ref} ${l}`).toMatch(/\S/)
        expect(isLexicalState(texts[l]), `${offer.of_ref} ${l} is a rich text`).toBe(true)
        expect(
          lexicalText(texts[l])
            .split(/[.!?](\s|$)/)
            .filter((s) => s.trim().length > 1).length,
        ).toBeGreaterThanOrEqual(2)
      }
      expect(new Set(LANGUAGES.map((l) => names[l])).size).toBe(5)
      expect(offer.of_slug_fr).toMatch(/^[a-z0-9-]+$/)
    }
  })

  it('covers every Monaco district, every Riviera town and abroad', async () => {
    const { docs } = await allOffers()
    const districts = new Set(docs.map((o) => o.of_district))
    for (const p of [...MONACO_DISTRICTS, ...RIVIERA_TOWNS])
      expect(districts, p.value).toContain(p.value)
    expect(docs.filter((o) => o.of_area === 'international').length).toBeGreaterThanOrEqual(
      ABROAD.length,
    )
    expect(
      docs
        .filter((o) => o.of_area === 'monaco')
        .every((o) => (o.of_sell ? o.of_price_sell! >= 60_000 : true)),
    ).toBe(true)
  })

  it('keeps prices, derived fields and flags consistent', async () => {
    const { docs } = await allOffers()
    for (const o of docs) {
      expect(o.of_sell || o.of_rent).toBe(true)
      if (o.of_rent) expect(o.of_rent_sum_year).toBe(o.of_rent_sum! * 12)
      if (o.of_sell) expect(o.of_sell_sum).toBe(o.of_price_sell)
      expect(o.of_type).toBeGreaterThan(0)
      expect(o.building).toBeTruthy()
    }
    expect(docs.filter((o) => o.of_carousel).length).toBe(5)
    expect(docs.filter((o) => o.of_exclusivite === 1).length).toBeGreaterThan(0)
    expect(docs.filter((o) => o.of_services! > 0).length).toBe(docs.length)
    expect(docs.some((o) => (o.of_video ?? '').includes('youtube'))).toBe(true)
  })

  it('gives every offer the legal information of its market', async () => {
    const { docs } = await allOffers()
    for (const o of docs) {
      const where = `${o.of_ref} ${o.of_area}`
      if (o.of_sell) expect(o.of_fees_payer, where).toMatch(/^(buyer|seller)$/)
      if (o.of_area === 'france')
        expect(o.of_dpe_status, where).toMatch(/^(available|not_subject|in_progress)$/)
      else
        expect([o.of_dpe_status, o.of_dpe_class, o.of_copro_lots], where).toEqual([
          null,
          null,
          null,
        ])
      if (o.of_area === 'monaco' && o.of_rent)
        expect(o.of_monaco_sector, where).toMatch(/^(free|protected)$/)
      if (o.of_rent && o.of_area !== 'international')
        expect(
          [o.of_deposit, o.of_rent_charges, o.of_available_from].every((v) => v != null),
          where,
        ).toBe(true)
      if (o.of_dpe_status === 'available')
        expect(o.of_energy_cost_max!, where).toBeGreaterThanOrEqual(o.of_energy_cost_min!)
    }
    const classes = docs.map((o) => o.of_dpe_class).filter(Boolean)
    expect(classes.length).toBeGreaterThan(0)
    expect(docs.some((o) => o.of_area === 'france' && o.of_sell && o.of_copro_lots != null)).toBe(
      true,
    )
  })

  it('hides drafts and offers not published on the web from anonymous readers', async () => {
    const { docs } = await allOffers()
    const hidden = docs.filter((o) => o._status === 'draft' || !o.of_web)
    expect(hidden.length).toBeGreaterThanOrEqual(2)
    const publicOffers = await payload.find({
      collection: 'offers',
      overrideAccess: false,
      limit: 0,
      pagination: false,
      depth: 0,
    })
    expect(publicOffers.totalDocs).toBe(docs.length - hidden.length)
    const publicIds = new Set(publicOffers.docs.map((o) => o.id))
    for (const o of hidden) expect(publicIds.has(o.id)).toBe(false)
  })

  it('stores real JPEG photos of the expected size that are not flat', async () => {
    const media = await payload.find({ collection: 'media', limit: 0, pagination: false, depth: 0 })
    expect(media.totalDocs).toBe(first.media)
    for (const m of media.docs.slice(0, 12)) {
      const file = path.join(env().mediaDir, m.filename!)
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('jpeg')
      expect([meta.width, meta.height]).toEqual([320, 200])
      const stats = await sharp(file).stats()
      expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(20)
    }
    const tiles = await payload.find({
      collection: 'districts',
      depth: 0,
      limit: 0,
      pagination: false,
    })
    expect(tiles.docs.every((t) => t.img != null)).toBe(true)
  })

  it('loads every site text of the bundled locale files', async () => {
    const dir = path.resolve('site/src/i18n/locales')
    const en = readLocaleFile(dir, 'en')
    const keys = Object.keys(en)
    expect(first.translations).toBeGreaterThanOrEqual(keys.length)
    const sample = keys.slice(0, 5)
    const docs = await payload.find({
      collection: 'translations',
      where: { tr_key: { in: sample } },
      limit: 0,
      pagination: false,
    })
    expect(docs.docs.map((d) => d.tr_en).sort()).toEqual(sample.map((k) => en[k]).sort())
    expect(fs.existsSync(dir)).toBe(true)
  })

  it('signs in the demo staff, the editor and the demo client by username and by e-mail', async () => {
    const staff = await payload.login({
      collection: 'users',
      data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    })
    expect((staff.user as { role?: string }).role).toBe('admin')
    const editor = await payload.login({
      collection: 'users',
      data: { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password },
    })
    expect((editor.user as { role?: string }).role).toBe('editor')
    // The editor is a demo negotiator, whom the offers the editor creates name.
    const [camille] = (
      await payload.find({
        collection: 'negotiators',
        where: { email: { equals: DEMO_EDITOR_NEGOTIATOR } },
        depth: 0,
      })
    ).docs
    const account = await payload.findByID({ collection: 'users', id: editor.user!.id, depth: 0 })
    expect(account.negotiator).toBe(camille!.id)
    const byName = await payload.login({
      collection: 'contacts',
      data: { username: DEMO_CLIENT.username, password: DEMO_CLIENT.password },
    })
    expect(byName.user!.email).toBe(DEMO_CLIENT.email)
    const byMail = await payload.login({
      collection: 'contacts',
      data: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password } as never,
    })
    expect(byMail.user!.id).toBe(byName.user!.id)
    const actions = await payload.find({
      collection: 'actions',
      where: { contact: { equals: byName.user!.id } },
      depth: 0,
    })
    expect(new Set(actions.docs.map((a) => a.ac_status)).size).toBeGreaterThanOrEqual(3)
    const unread = await payload.count({
      collection: 'messages',
      where: { and: [{ contact: { equals: byName.user!.id } }, { read: { equals: false } }] },
    })
    expect(unread.totalDocs).toBe(1)
  })

  it('is idempotent, tops up to a larger count, and seedIfEmpty leaves a filled database alone', async () => {
    const again = await seed(payload, { offers: 24, imageSize: 'small' })
    expect(again).toEqual(first)
    const more = await seed(payload, { offers: 30, imageSize: 'small' })
    expect(more.offers).toBe(30)
    expect({ ...more, offers: 0, media: 0 }).toEqual({ ...first, offers: 0, media: 0 })
    await seedIfEmpty(payload)
    expect(await summarize(payload)).toEqual(more)
  }, 120_000)
})
