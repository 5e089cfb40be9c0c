import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { utcDay } from '@cms/schema/collections/OfferViews'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { env } from '@cms/env'
import { MAIL_QUEUE } from '@cms/domain/mail/send-mail'
import { offerAudience } from '@cms/domain/offers/audience'
import { normalizeSavedFilter } from '@cms/domain/searches/saved-filter'
import { makeAction, makeBuilding, makeClient, makeOffer, staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

/** The views and leads of offers in the admin, and sending an offer to the clients whose saved searches it matches. */
const running = useServer({ admin: true })

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => utcDay(new Date(Date.now() - n * DAY_MS))
type Id = number | string
let villa: { id: Id; of_ref?: string | null }
let studio: { id: Id }
let draft: { id: Id }
let editorToken: string
let matchingClient: { id: Id; email: string }

const api = (path: string, method = 'GET', token = editorToken, lang?: 'en') =>
  request(running.url, method, `/cms-api/offers/${path}`, {
    headers: {
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
  })

async function drainMails(payload: Payload) {
  for (let i = 0; i < 20; i++) {
    await payload.jobs.run({ queue: MAIL_QUEUE, limit: 50, overrideAccess: true, silent: true })
    const pending = await payload.count({
      collection: 'payload-jobs' as 'offers',
      where: { and: [{ queue: { equals: MAIL_QUEUE } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    if (!pending.totalDocs) return
  }
}

const search = (
  payload: Payload,
  { filter, ...data }: Record<string, unknown> & { filter: Record<string, string | boolean> },
) =>
  payload.create({
    collection: 'saved-searches',
    data: {
      frequency: 'weekly',
      lang: 'fr',
      confirmed: true,
      unsubscribe_salt: `salt-${Math.random()}`,
      ...data,
      filter: normalizeSavedFilter(filter),
    } as never,
    overrideAccess: true,
  })

beforeAll(async () => {
  const { payload } = running
  const monaco = (await makeBuilding(payload, { district: 'monte-carlo' })).id
  villa = await makeOffer(payload, {
    of_ref: 'AUD-VILLA',
    of_name: 'Villa des audiences',
    building: monaco,
    of_price_sell: 3_000_000,
  })
  studio = await makeOffer(payload, { of_ref: 'AUD-STUDIO', building: monaco })
  draft = await makeOffer(payload, { of_ref: 'AUD-DRAFT', building: monaco, _status: 'draft' })
  editorToken = (await staffSession(payload, 'editor')).token

  // Views: 3 today and 2 five days ago (the week), 4 twenty days ago (the month), 100 forty days ago (neither).
  for (const [day, count] of [
    [0, 3],
    [5, 2],
    [20, 4],
    [40, 100],
  ] as const)
    await payload.create({
      collection: 'offer-views',
      data: { offer: villa.id, day: daysAgo(day), count } as never,
      overrideAccess: true,
    })
  await payload.create({
    collection: 'offer-views',
    data: { offer: studio.id, day: daysAgo(1), count: 7 } as never,
    overrideAccess: true,
  })

  const visitor = await makeClient(payload, {
    co_preferences: { favories: [villa.id, studio.id] },
  } as never)
  await makeClient(payload, { co_preferences: { favories: [String(villa.id)] } } as never)
  for (const day of ['2030-01-02', '2030-02-03'])
    await makeAction(payload, {
      contact: visitor.id,
      offer: villa.id,
      date_start: day,
      date_end: day,
    })

  // A contact message written from the villa's card, and a general one.
  for (const offer of [villa.id, undefined])
    await payload.create({
      collection: 'contact-messages',
      data: {
        firstname: 'Élodie',
        name: 'Ivanova',
        email: 'elodie@example.com',
        tel: '+377 99 99 99 99',
        country: 'Monaco',
        message: 'Bonjour',
        ...(offer === undefined ? {} : { offer: offer as number }),
      },
      overrideAccess: true,
      context: { seeding: true },
    })

  const client = await makeClient(payload, { co_email_verified: true })
  matchingClient = { id: client.id, email: client.email }
  const unproven = await makeClient(payload, { co_email_verified: false })
  const monacoSale = { sale: true, monaco: true, budgetmax: '5000000' }
  // Two searches of one client, both matching: one mail. An unconfirmed one, one in Nice, one of an unproven address: none.
  await search(payload, { client: client.id, filter: monacoSale })
  await search(payload, {
    client: client.id,
    filter: { ...monacoSale, budgetmax: '4000000' },
    lang: 'en',
  })
  await search(payload, { email: 'pending@example.com', confirmed: false, filter: monacoSale })
  await search(payload, { email: 'nice@example.com', filter: { sale: true, france: true } })
  await search(payload, { client: unproven.id, filter: monacoSale })
  // A visitor's search already sent the studio by an alert.
  await search(payload, {
    email: 'old@example.com',
    filter: { rent: true },
    sent_offers: [studio.id],
  })
})

describe('the audience of offers', () => {
  it('counts views over 7 and 30 days, visit requests, contact messages, favourites and alerts sent, for a page of offers at once', async () => {
    const figures = await offerAudience(running.payload, [villa.id, studio.id, draft.id])
    expect(figures.get(String(villa.id))).toEqual({
      views7: 5,
      views30: 9,
      visits: 2,
      messages: 1,
      favourites: 2,
      alerts: 0,
    })
    expect(figures.get(String(studio.id))).toEqual({
      views7: 7,
      views30: 7,
      visits: 0,
      messages: 0,
      favourites: 1,
      alerts: 1,
    })
    expect(figures.get(String(draft.id))).toEqual({
      views7: 0,
      views30: 0,
      visits: 0,
      messages: 0,
      favourites: 0,
      alerts: 0,
    })
  })

  it('shows them in the offers list of the admin, read once per figure for the whole page', async () => {
    const { payload } = running
    const find = payload.db.find.bind(payload.db)
    const reads: string[] = []
    payload.db.find = ((args: Parameters<typeof find>[0]) => {
      reads.push(args.collection)
      return find(args)
    }) as typeof find
    try {
      const page = await request(running.url, 'GET', '/admin/collections/offers?limit=25', {
        headers: { cookie: `payload-token=${editorToken}`, 'sec-fetch-site': 'same-origin' },
      })
      expect(page.status).toBe(200)
      const html = page.text()
      if (!html.includes('Vues 7 j'))
        (await import('node:fs')).writeFileSync('/tmp/leads-list.html', html)
      expect(html).toContain('Vues 7 j / 30 j')
      expect(html).toMatch(/5(<!-- -->)? \/ (<!-- -->)?9/)
      expect(html).toContain('2 visites')
      expect(html).toContain('2 favoris')
      expect(html).toContain('1 message')
    } finally {
      payload.db.find = find
    }
    expect(reads.filter((c) => c === 'offer-views')).toHaveLength(1)
    expect(reads.filter((c) => c === 'actions')).toHaveLength(1)
    expect(reads.filter((c) => c === 'contact-messages')).toHaveLength(1)
  })

  it('answers one offer’s figures to staff only', async () => {
    const res = await api(`${villa.id}/audience`)
    expect(res.status).toBe(200)
    expect(res.json()).toEqual({
      views7: 5,
      views30: 9,
      visits: 2,
      messages: 1,
      favourites: 2,
      alerts: 0,
    })
    const anonymous = await api(`${villa.id}/audience`, 'GET', '')
    expect(anonymous.status).toBe(401)
    expect((await api('not-an-id/audience')).status).toBe(404)
  })
})

describe('sending an offer to the interested clients', () => {
  it('previews who gets it and the mail as the client gets it, sending nothing', async () => {
    const before = readOutbox(env().outboxDir).length
    const res = await api(`${villa.id}/matching-clients`)
    expect(res.status).toBe(200)
    const plan = res.json<{
      recipients: {
        to: string
        searches: Id[]
        subject: string
        text: string
        alreadySent: boolean
      }[]
      unreachable: number
    }>()
    expect(plan.recipients).toHaveLength(1)
    const [one] = plan.recipients
    expect(one.to).toBe(matchingClient.email)
    expect(one.searches).toHaveLength(2)
    expect(one.alreadySent).toBe(false)
    expect(one.subject).toBe('Un nouveau bien correspond à votre recherche')
    expect(one.text).toContain('Villa des audiences')
    expect(one.text).toContain('/alerts/unsubscribe/')
    expect(plan.unreachable).toBe(1)
    await drainMails(running.payload)
    expect(readOutbox(env().outboxDir).length).toBe(before)
  })

  it('sends one mail per client, once: the second send sends nothing and says so', async () => {
    const { payload } = running
    const before = readOutbox(env().outboxDir).length
    const first = await api(`${villa.id}/send-to-matching`, 'POST')
    expect(first.status).toBe(200)
    expect(first.json()).toMatchObject({ sent: 1, skipped: 0 })
    await drainMails(payload)
    const mails = readOutbox(env().outboxDir).slice(before)
    expect(mails.map((m) => m.to)).toEqual([matchingClient.email])
    expect(mails[0].subject).toBe('Un nouveau bien correspond à votre recherche')
    expect(mails[0].text).toContain('Villa des audiences')

    const second = await api(`${villa.id}/send-to-matching`, 'POST')
    expect(second.status).toBe(200)
    expect(second.json()).toMatchObject({
      sent: 0,
      skipped: 1,
      recipients: [{ alreadySent: true }],
    })
    await drainMails(payload)
    expect(readOutbox(env().outboxDir).length).toBe(before + 1)
    // Both searches of the client hold it as sent, so the alerts will not send it again either.
    expect((await offerAudience(payload, [villa.id])).get(String(villa.id))?.alerts).toBe(2)
  })

  it('refuses an offer the public cannot see, an unknown one, and anyone but staff, in words', async () => {
    const hidden = await api(`${draft.id}/matching-clients`)
    expect(hidden.status).toBe(409)
    expect(hidden.json<{ errors: { message: string }[] }>().errors[0].message).toContain(
      'n’est pas visible sur le site',
    )
    const english = await api(`${draft.id}/send-to-matching`, 'POST', editorToken, 'en')
    expect(english.status).toBe(409)
    expect((await api('999999/matching-clients')).status).toBe(404)
    expect((await api(`${villa.id}/send-to-matching`, 'POST', '')).status).toBe(401)
  })
})
