import { beforeAll, describe, expect, it } from 'vitest'

import { offerAudience } from '@cms/domain/offers/audience'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { env } from '@cms/env'
import type { ClientOfferView, ContactMessage } from '@cms/payload-types'
import { solveCaptcha } from '../helpers/captcha'
import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'
import { BROWSER } from '../helpers/viewed-offer'

process.env.RATE_LIMIT_SCALE = '100'

/*
 * What an offer's leads and a client's follow-up rest on: a contact message written from an
 * offer's card is linked to that offer and counted among its leads; a signed-in client's views of
 * offers are recorded for the client's page, as the anonymous views are counted (no cookie, no
 * robot, a repeat within the period once), and never an anonymous visitor's.
 */
const running = useServer()
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Id = number | string
let villa: { id: Id; of_slug_fr?: string | null }
let studio: { id: Id; of_slug_fr?: string | null }
let draft: { id: Id; of_slug_fr?: string | null }
let penthouse: { id: Id; of_slug_fr?: string | null }
const NEGOTIATOR = { name: 'Sofia Marchetti', email: 'sofia.marchetti@example.com' }

beforeAll(async () => {
  villa = await makeOffer(running.payload, { of_ref: 'LEAD-VILLA' })
  studio = await makeOffer(running.payload, { of_ref: 'LEAD-STUDIO' })
  draft = await makeOffer(running.payload, { of_ref: 'LEAD-DRAFT', _status: 'draft' })
  const negotiator = await running.payload.create({
    collection: 'negotiators',
    data: NEGOTIATOR,
    overrideAccess: true,
  })
  penthouse = await makeOffer(running.payload, {
    of_ref: 'LEAD-PENT',
    of_name: 'Penthouse du Port',
    negotiator: negotiator.id,
  })
})

const form = {
  firstname: 'Élodie',
  name: 'Ivanova',
  country: 'Monaco',
  email: 'elodie@example.com',
  tel: '+377 99 99 99 99',
  message: 'Bonjour, cette villa est-elle encore disponible ?',
}

async function sendContact(offer?: string) {
  const res = await call(running.url, 'POST', '/web/1.0/contactus', {
    ...form,
    ...(offer === undefined ? {} : { offer }),
    altcha: await solveCaptcha(running.url),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const { docs } = await running.payload.find({
    collection: 'contact-messages',
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as ContactMessage
}

describe('contact messages about an offer', () => {
  it('links a message written from an offer’s card to that offer and counts it among its leads', async () => {
    const before = (await offerAudience(running.payload, [villa.id])).get(String(villa.id))!
    expect(before.messages).toBe(0)
    expect((await sendContact(villa.of_slug_fr!)).offer).toBe(villa.id)
    expect((await sendContact(villa.of_slug_fr!)).offer).toBe(villa.id)
    // A general message, an unknown offer and one the public may not see link none.
    expect((await sendContact()).offer ?? null).toBeNull()
    expect((await sendContact('no-such-offer')).offer ?? null).toBeNull()
    expect((await sendContact(draft.of_slug_fr!)).offer ?? null).toBeNull()

    const figures = await offerAudience(running.payload, [villa.id, studio.id, draft.id])
    expect(figures.get(String(villa.id))?.messages).toBe(2)
    expect(figures.get(String(studio.id))?.messages).toBe(0)
    expect(figures.get(String(draft.id))?.messages).toBe(0)

    // Staff link a message that names an offer by hand: it counts as well.
    const general = await sendContact()
    await running.payload.update({
      collection: 'contact-messages',
      id: general.id,
      data: { offer: studio.id as number },
      overrideAccess: true,
    })
    expect(
      (await offerAudience(running.payload, [studio.id])).get(String(studio.id))?.messages,
    ).toBe(1)
  })
})

/** The agency's mail of the newest contact message whose subject names `firstname`, once it is in the outbox. */
async function agencyMailOf(firstname: string) {
  for (let tries = 0; tries < 200; tries++) {
    const mail = readOutbox(env().outboxDir)
      .filter((m) => m.subject.startsWith(`Message du site de ${firstname} `))
      .at(-1)
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no mail to the agency for ${firstname}`)
}

describe('the agency’s mail of a message about an offer', () => {
  const sendAs = async (firstname: string, offer?: string) => {
    const res = await call(running.url, 'POST', '/web/1.0/contactus', {
      ...form,
      firstname,
      ...(offer === undefined ? {} : { offer }),
      altcha: await solveCaptcha(running.url),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return agencyMailOf(firstname)
  }

  it('names the offer and goes to its negotiator, the agency in copy', async () => {
    const mail = await sendAs('Ingrid', penthouse.of_slug_fr!)
    expect(mail.subject).toBe('Message du site de Ingrid Ivanova — LEAD-PENT — Penthouse du Port')
    expect([mail.to, mail.cc]).toEqual([NEGOTIATOR.email, env().AGENCY_EMAIL])
    expect(mail.replyTo).toContain(form.email)
    expect(mail.text).toContain('Offre : LEAD-PENT — Penthouse du Port')
    expect(mail.html).toContain('LEAD-PENT — Penthouse du Port')
  })

  it('names the offer of one without a negotiator, to the agency, and no offer for a general message', async () => {
    const aboutVilla = await sendAs('Hedda', villa.of_slug_fr!)
    expect(aboutVilla.subject).toMatch(/^Message du site de Hedda Ivanova — LEAD-VILLA — /)
    expect([aboutVilla.to, aboutVilla.cc]).toEqual([env().AGENCY_EMAIL, ''])
    const general = await sendAs('Greta')
    expect(general.subject).toBe('Message du site de Greta Ivanova')
    expect(general.to).toBe(env().AGENCY_EMAIL)
    expect(general.text).not.toContain('Offre:')
    // An offer the public may not see is not named either.
    const aboutDraft = await sendAs('Frida', draft.of_slug_fr!)
    expect(aboutDraft.subject).toBe('Message du site de Frida Ivanova')
    expect(aboutDraft.text).not.toContain('LEAD-DRAFT')
  })
})

const viewedRows = async (client: Id) =>
  (
    await running.payload.find({
      collection: 'client-offer-views',
      where: { client: { equals: client } },
      sort: '-last_viewed_at',
      depth: 0,
      overrideAccess: true,
    })
  ).docs as ClientOfferView[]

const viewed = (slug: string, token?: string, userAgent = BROWSER) =>
  request(running.url, 'POST', `/web/1.0/offers/${encodeURIComponent(slug)}/viewed`, {
    headers: { 'user-agent': userAgent, ...(token ? { 'x-access-token': token } : {}) },
  })

describe('the offers a signed-in client viewed', () => {
  it('records each offer the client opened, once per period, with the time of the last view', async () => {
    const client = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    const before = Date.now()
    const first = await viewed(villa.of_slug_fr!, accesstoken)
    expect(first.status).toBe(200)
    expect(first.json()).toEqual({ err: null, data: { counted: true } })
    expect(first.headers['set-cookie']).toBeUndefined()
    // The same offer again at once (a reload, the page's own second call): one view.
    expect((await viewed(villa.of_slug_fr!, accesstoken)).json().data).toEqual({ counted: false })
    await viewed(studio.of_slug_fr!, accesstoken)

    const rows = await viewedRows(client.id)
    expect(rows.map((r) => [r.offer, r.count])).toEqual([
      [studio.id, 1],
      [villa.id, 1],
    ])
    expect(Date.parse(rows[0]!.last_viewed_at)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('records no robot, no anonymous visitor, no offer the public may not see', async () => {
    const client = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    expect((await viewed(villa.of_slug_fr!, accesstoken, ROBOT)).json().data).toEqual({
      counted: false,
    })
    expect((await viewed(draft.of_slug_fr!, accesstoken)).json().data).toEqual({ counted: false })
    expect((await viewed('no-such-offer', accesstoken)).json().data).toEqual({ counted: false })
    expect(await viewedRows(client.id)).toEqual([])

    const rowsBefore = await running.payload.count({
      collection: 'client-offer-views',
      overrideAccess: true,
    })
    const anonymous = await viewed(villa.of_slug_fr!)
    expect(anonymous.status).toBe(401)
    expect(
      await running.payload.count({ collection: 'client-offer-views', overrideAccess: true }),
    ).toEqual(rowsBefore)
  })

  it('adds up the views of two clients apart, and of one client over several periods', async () => {
    const one = await makeClient(running.payload)
    const two = await makeClient(running.payload)
    await running.payload.create({
      collection: 'client-offer-views',
      data: {
        client: one.id,
        offer: villa.id as number,
        count: 3,
        last_viewed_at: '2026-01-02T10:00:00.000Z',
      },
      overrideAccess: true,
    })
    await viewed(villa.of_slug_fr!, (await signIn(running.url, one.login)).accesstoken)
    await viewed(villa.of_slug_fr!, (await signIn(running.url, two.login)).accesstoken)
    const [mine] = await viewedRows(one.id)
    expect(mine?.count).toBe(4)
    expect(Date.parse(mine!.last_viewed_at)).toBeGreaterThan(Date.parse('2026-11-01'))
    expect((await viewedRows(two.id)).map((r) => r.count)).toEqual([1])
  })

  it('is read by staff only, and goes with the client or the offer deleted', async () => {
    const client = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    const offer = await makeOffer(running.payload)
    await viewed(offer.of_slug_fr!, accesstoken)
    await viewed(villa.of_slug_fr!, accesstoken)
    // Payload's access rules, as its REST API applies them: the client reads nothing, staff read the rows.
    const asClient = running.payload.find({
      collection: 'client-offer-views',
      user: client,
      overrideAccess: false,
    })
    await expect(asClient).rejects.toMatchObject({ status: 403 })
    const { staff } = await staffSession(running.payload, 'editor')
    const read = await running.payload.find({
      collection: 'client-offer-views',
      where: { client: { equals: client.id } },
      user: staff,
      overrideAccess: false,
    })
    expect(read.totalDocs).toBe(2)
    // Nobody edits them, staff included: only the site's call writes them.
    const edit = running.payload.update({
      collection: 'client-offer-views',
      id: read.docs[0]!.id,
      data: { count: 1000 },
      user: staff,
      overrideAccess: false,
    })
    await expect(edit).rejects.toMatchObject({ status: 403 })

    await running.payload.delete({ collection: 'offers', id: offer.id, overrideAccess: true })
    expect((await viewedRows(client.id)).map((r) => r.offer)).toEqual([villa.id])
    await running.payload.delete({ collection: 'contacts', id: client.id, overrideAccess: true })
    expect(await viewedRows(client.id)).toEqual([])
  })
})
