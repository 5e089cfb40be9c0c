import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { loadDashboard } from '@cms/admin/dashboard/load-dashboard'
import type { Item, Offer, ValuationRequest } from '@cms/payload-types'
import { solveCaptcha } from '../helpers/captcha'
import { makeBuilding, makeOffer, staffSession } from '../helpers/factories'
import { call } from '../helpers/http'
import { useServer } from '../helpers/server'

/** "Estimate my property": a seller's request stored first, acknowledged, answered with the comparable offers. */
const running = useServer()

let apartment: Item
let villa: Item

const form = {
  district: 'larvotto',
  address: '17 avenue Princesse Grace',
  type: 901,
  surface: 110,
  rooms: 3,
  features: ['sea_view', 'parking'],
  firstname: 'Ottavia',
  name: 'Venditrice <b>',
  email: 'ottavia.venditrice@example.com',
  tel: '+377 98 76 54 32',
  message: 'Vorrei vendere entro la primavera.',
}

const requests = async () =>
  (
    await running.payload.find({
      collection: 'valuation-requests',
      sort: 'createdAt',
      pagination: false,
      limit: 0,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as ValuationRequest[]

const send = async (body: Record<string, unknown>) =>
  call(running.url, 'POST', '/web/1.0/valuation', {
    ...body,
    altcha: await solveCaptcha(running.url),
  })

/** The mails sent to an address, waited for (they leave after the answer). */
async function mailsTo(address: string, count = 1) {
  for (let i = 0; i < 200; i++) {
    const found = readOutbox(env().outboxDir).filter((m) => m.to === address)
    if (found.length >= count) return found
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no mail to ${address}`)
}

/** Runs a statement on the test's own database, whichever engine it is. */
const runSql = (statement: ReturnType<typeof sql>) => {
  const db = (running.payload.db as unknown as { drizzle: Record<string, (q: unknown) => unknown> })
    .drizzle
  return running.payload.db.name === 'sqlite' ? db.run(statement) : db.execute(statement)
}

beforeAll(async () => {
  const p = running.payload
  const typeItem = (value: number, text: string, fr: string) =>
    p.create({
      collection: 'items',
      data: { kind: 'type', value, text, label_fr: fr, label_en: text },
    }) as Promise<Item>
  apartment = await typeItem(901, 'apartment', 'Appartement')
  villa = await typeItem(902, 'villa', 'Villa')
  const larvotto = (await makeBuilding(p, { district: 'larvotto' })).id
  const fontvieille = (await makeBuilding(p, { district: 'fontvieille' })).id
  const sale = (data: Partial<Offer>) =>
    makeOffer(p, { building: larvotto, type: apartment.id, ...data })
  // Counted: 20 000, 25 000 (the shown price, not the asking one) and 30 000 €/m² (the total surface without a living one).
  await sale({ of_price_sell: 2_000_000, of_surface_livable: 100, of_surface: 130 })
  await sale({ of_price_sell: 2_500_000, of_sell_sum: 3_000_000, of_surface_livable: 120 })
  await sale({ of_price_sell: 1_500_000, of_surface: 50 })
  // Not counted: on request, a draft, off the web, no surface, rent only, another type, another district.
  await sale({ of_sell_uponrequest: true, of_price_sell: 9_000_000, of_surface_livable: 100 })
  await sale({ _status: 'draft', of_price_sell: 90_000_000, of_surface_livable: 100 })
  await sale({ of_web: false, of_price_sell: 80_000_000, of_surface_livable: 100 })
  await sale({ of_price_sell: 5_000_000 })
  await sale({ of_sell: false, of_rent: true, of_price_rent: 10_000, of_surface_livable: 10 })
  await sale({ type: villa.id, of_price_sell: 70_000_000, of_surface_livable: 100 })
  await makeOffer(p, {
    building: fontvieille,
    type: apartment.id,
    of_price_sell: 60_000_000,
    of_surface_livable: 100,
  })
})

describe('POST /web/1.0/valuation', () => {
  it('stores the request, answers with the comparables, mails the agency and acknowledges the seller in its language', async () => {
    const res = await send({ ...form, lang: 'it' })
    expect(res.status).toBe(200)
    const comparables = { district: 'larvotto', type: 901, count: 3, median_price_m2: 25_000 }
    expect(res.body).toEqual({ err: null, data: { success: true, comparables } })

    const [stored] = await requests()
    expect(stored).toMatchObject({
      ...form,
      type: apartment.id,
      status: 'new',
      lang: 'it',
      comparable_count: 3,
      comparable_median_m2: 25_000,
    })

    const [ack] = await mailsTo(form.email)
    expect(ack.subject).toContain('Abbiamo ricevuto la Sua richiesta di valutazione')
    // To an address nobody proved: nothing the sender typed.
    for (const typed of [form.firstname, 'Venditrice', form.message, form.address, form.tel])
      expect(`${ack.subject}${ack.text}${ack.html}`).not.toContain(typed)

    const toAgency = (await mailsTo(env().AGENCY_EMAIL)).at(-1)!
    expect(toAgency.replyTo).toBe(form.email)
    expect(toAgency.subject).toContain('Nouvelle demande d’estimation')
    for (const value of [form.address, form.tel, form.message, 'Appartement', '110 m²', 'Vue mer'])
      expect(toAgency.text).toContain(value)
    expect(toAgency.html).toContain('Venditrice &lt;b&gt;')
    expect(toAgency.text).toContain(`/admin/collections/valuation-requests/${stored.id}`)

    // The same figures the page shows while the seller fills the form.
    const alone = await call(
      running.url,
      'GET',
      '/web/1.0/valuation/comparables?district=larvotto&type=901',
    )
    expect(alone.body).toEqual({ err: null, data: comparables })
    const none = await call(
      running.url,
      'GET',
      '/web/1.0/valuation/comparables?district=monaco-ville&type=901',
    )
    expect(none.body.data).toEqual({
      district: 'monaco-ville',
      type: 901,
      count: 0,
      median_price_m2: null,
    })
  })

  it('names every missing or wrong field, the robot check included, and stores nothing', async () => {
    const before = (await requests()).length
    const empty = await call(running.url, 'POST', '/web/1.0/valuation', {})
    expect(empty.status).toBe(400)
    expect(empty.body.err?.code).toBe('invalid_input')
    expect(empty.body.err?.fields?.sort()).toEqual([
      'altcha',
      'district',
      'email',
      'firstname',
      'name',
      'surface',
      'tel',
      'type',
    ])
    const wrong = await call(running.url, 'POST', '/web/1.0/valuation', {
      ...form,
      surface: -3,
      rooms: 'many',
      features: ['helipad'],
      email: 'not-an-email',
      district: 'Larvotto <script>',
      altcha: 'x',
    })
    expect(wrong.body.err?.fields?.sort()).toEqual([
      'district',
      'email',
      'features',
      'rooms',
      'surface',
    ])
    const unknownType = await send({ ...form, type: 999 })
    expect(unknownType.status).toBe(400)
    expect(unknownType.body.err?.fields).toEqual(['type'])
    const badQuery = await call(running.url, 'GET', '/web/1.0/valuation/comparables?type=x')
    expect(badQuery.status).toBe(400)
    expect(badQuery.body.err?.fields?.sort()).toEqual(['district', 'type'])
    expect((await requests()).length).toBe(before)
  })

  it('refuses a wrong or reused robot check with captcha_failed and stores nothing', async () => {
    const before = (await requests()).length
    const wrong = await call(running.url, 'POST', '/web/1.0/valuation', {
      ...form,
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.err?.code).toBe('captcha_failed')
    const altcha = await solveCaptcha(running.url)
    const once = { ...form, email: 'once@example.com', altcha }
    expect((await call(running.url, 'POST', '/web/1.0/valuation', once)).status).toBe(200)
    // Its mails leave after the answer: waited for, so that no later test finds them under way.
    await mailsTo('once@example.com')
    const replay = await call(running.url, 'POST', '/web/1.0/valuation', once)
    expect(replay.body.err?.code).toBe('captcha_failed')
    expect((await requests()).length).toBe(before + 1)
  })

  it('is stored before anything else: kept and answered even when the mail queue fails', async () => {
    const before = (await requests()).length
    await runSql(sql`ALTER TABLE payload_jobs RENAME TO payload_jobs_away`)
    try {
      const res = await send({ ...form, email: 'queue.down@example.com' })
      expect(res.status).toBe(200)
      expect(res.body.data.comparables.count).toBe(3)
    } finally {
      await runSql(sql`ALTER TABLE payload_jobs_away RENAME TO payload_jobs`)
    }
    const all = await requests()
    expect(all.length).toBe(before + 1)
    expect(all.at(-1)).toMatchObject({ email: 'queue.down@example.com', status: 'new' })
  })

  it('acknowledges one mailbox at most once an hour, however its address is spelt', async () => {
    await send({ ...form, email: 'Seller.Once@example.com', lang: 'fr' })
    const [first] = await mailsTo('Seller.Once@example.com')
    expect(first.subject).toContain('Nous avons bien reçu votre demande d’estimation')
    await send({ ...form, email: 'seller.once+again@example.com', lang: 'fr' })
    // The agency still gets its mail for the second request; the mailbox no second acknowledgement.
    await expect
      .poll(
        () =>
          readOutbox(env().outboxDir).filter(
            (m) => m.to === env().AGENCY_EMAIL && m.replyTo === 'seller.once+again@example.com',
          ).length,
      )
      .toBe(1)
    expect(readOutbox(env().outboxDir).filter((m) => /seller\.once/i.test(m.to))).toHaveLength(1)
  })

  it('is read and handled by staff only, and counted on the dashboard until handled', async () => {
    const p = running.payload
    const refused = (work: Promise<unknown>) =>
      work.then(
        () => 'allowed',
        (e: { status?: number }) => e.status,
      )
    expect(await refused(p.find({ collection: 'valuation-requests', overrideAccess: false }))).toBe(
      403,
    )
    expect(
      await refused(
        p.create({
          collection: 'valuation-requests',
          data: { ...form, type: apartment.id } as never,
          overrideAccess: false,
        }),
      ),
    ).toBe(403)

    const { staff } = await staffSession(p, 'editor')
    const asStaff = { user: staff, overrideAccess: false } as const
    const { docs } = await p.find({ collection: 'valuation-requests', depth: 0, ...asStaff })
    const newest = docs[0] as ValuationRequest
    expect(newest.email).toBeTruthy()
    // Staff may not make one up: requests come from sellers only.
    expect(
      await refused(
        p.create({
          collection: 'valuation-requests',
          data: { ...form, type: apartment.id } as never,
          ...asStaff,
        }),
      ),
    ).toBe(403)

    const waiting = async () =>
      (await loadDashboard(p, { user: staff, locale: 'fr' })).today.find(
        (c) => c.key === 'valuationsNew',
      )
    const count = (await waiting())!.count
    expect(count).toBe(docs.length)
    await p.update({
      collection: 'valuation-requests',
      id: newest.id,
      data: { status: 'handled' },
      ...asStaff,
    })
    expect((await waiting())!.count).toBe(count - 1)
  })
})
