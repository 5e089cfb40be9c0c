import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { agencyCard } from '@cms/domain/mail/agency-card'
import { readOutbox, type OutboxMail } from '@cms/domain/email/outbox-transport'
import type { Offer } from '@cms/payload-types'
import { runAlerts as runAlertsOf } from '../helpers/alert-runs'
import { jpeg } from '../helpers/catalogue'
import { makeBuilding, makeClient, makeOffer } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()
let token: string
let clientEmail: string
let monaco: number
let nice: number
let photo: number | string

/** Mails that reached the outbox since `from`. */
const mailsSince = (from: number): OutboxMail[] => readOutbox(env().outboxDir).slice(from)

/** An alert run, and no job of it or of the mail queue failed. */
async function runAlerts(frequency: Parameters<typeof runAlertsOf>[1]) {
  await runAlertsOf(running.payload, frequency)
  const failed = await running.payload.count({
    collection: 'payload-jobs' as never,
    where: { hasError: { equals: true } },
    overrideAccess: true,
  })
  expect(failed.totalDocs).toBe(0)
}

const saveSearch = async (
  filter: Record<string, string | boolean>,
  frequency: string,
  lang = 'fr',
) => {
  const res = await call(
    running.url,
    'POST',
    '/web/1.0/searches',
    { filter, frequency, lang },
    token,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as { id: number | string }
}

const publish = (id: number | string, data: Partial<Offer> = {}) =>
  running.payload.update({
    collection: 'offers',
    id,
    data: { ...data, _status: 'published' } as Partial<Offer>,
  })

beforeAll(async () => {
  const { payload } = running
  const client = await makeClient(payload, { co_email_verified: true })
  clientEmail = client.email
  token = (await signIn(running.url, client.login)).accesstoken
  monaco = (await makeBuilding(payload, { district: 'monte-carlo', lat: 43.7401, lng: 7.4265 }))
    .id as number
  nice = (
    await makeBuilding(payload, {
      city: 'Nice',
      district: 'nice',
      country: 'FR',
      lat: 43.7012,
      lng: 7.2681,
    })
  ).id as number
  const data = await jpeg()
  photo = (
    await payload.create({
      collection: 'media',
      data: { alt: 'photo' },
      file: { data, mimetype: 'image/jpeg', name: 'alert.jpg', size: data.length },
      overrideAccess: true,
    })
  ).id
  // Offers already on the market before any search was saved are never alerted.
  await makeOffer(payload, { of_ref: 'OLD-MONACO', building: monaco })
})

describe('instant alerts', () => {
  let instant: { id: number | string }
  let unsubscribeUrl: string

  it('mails exactly one alert, with both unsubscribe headers, when a matching offer is published', async () => {
    instant = await saveSearch({ sale: true, monaco: true, budgetmax: '5000000' }, 'instant', 'fr')
    await runAlerts('instant')
    const from = readOutbox(env().outboxDir).length
    const draft = await running.payload.create({
      collection: 'offers',
      locale: 'fr',
      draft: true,
      data: {
        of_ref: 'NEW-MONACO',
        of_name: 'Penthouse au Carré d’Or',
        of_sell: true,
        of_price_sell: 4_200_000,
        of_sell_sum: 4_200_000,
        building: monaco,
        images: [photo],
        of_web: true,
        _status: 'draft',
      } as never,
    })
    await runAlerts('instant')
    expect(mailsSince(from)).toHaveLength(0)
    await publish(draft.id)
    await runAlerts('instant')

    const mails = mailsSince(from)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.to).toBe(clientEmail)
    expect(mail.subject).toBe('Un nouveau bien correspond à votre recherche')
    expect(mail.text).toContain('Penthouse au Carré d’Or')
    expect(mail.text).toContain('4,2M €')
    const slug = (await running.payload.findByID({ collection: 'offers', id: draft.id, depth: 0 }))
      .of_slug_fr!
    expect(mail.html).toContain(`${env().PUBLIC_URL}/offers/details/${slug}`)
    expect(mail.html).toContain(`${env().PUBLIC_URL}/api/1.0/images/${photo}/400/300/cover`)
    expect(mail.text).not.toContain('OLD-MONACO')

    const listUnsubscribe = mail.headers['List-Unsubscribe'] ?? mail.headers['list-unsubscribe']
    expect(listUnsubscribe).toMatch(
      new RegExp(
        `^<${env().PUBLIC_URL}/web/1\\.0/searches/unsubscribe/[A-Za-z0-9_-]+>, <mailto:[^>]+>$`,
      ),
    )
    expect(mail.headers['List-Unsubscribe-Post'] ?? mail.headers['list-unsubscribe-post']).toBe(
      'List-Unsubscribe=One-Click',
    )
    unsubscribeUrl = /<(https?:[^>]+)>/.exec(listUnsubscribe)![1]
    const unsubscribeToken = unsubscribeUrl.split('/').at(-1)!
    expect(mail.html).toContain(`${env().PUBLIC_URL}/alerts/unsubscribe/${unsubscribeToken}`)

    const stored = await call(running.url, 'GET', '/web/1.0/searches', undefined, token)
    expect(
      stored.body.data.find((s: { id: unknown }) => s.id === instant.id).last_alert_at,
    ).toEqual(expect.any(String))
  })

  it('names who answers for each offer: its negotiator with a line to call, else the agency', async () => {
    const negotiator = await running.payload.create({
      collection: 'negotiators',
      data: { name: 'Camille Rossi', phone: '+377 97 97 00 11', email: 'camille@example.com' },
      overrideAccess: true,
    })
    const search = await saveSearch({ rent: true, france: true }, 'instant', 'fr')
    await runAlerts('instant')
    const from = readOutbox(env().outboxDir).length
    const rental = (ref: string, data: Partial<Offer>) =>
      makeOffer(running.payload, {
        of_ref: ref,
        of_sell: false,
        of_rent: true,
        of_price_rent: 3_500,
        of_rent_sum: 3_500,
        building: nice,
        ...data,
      })
    await rental('NICE-NEGOTIATOR', { negotiator: negotiator.id })
    await rental('NICE-AGENCY', {})
    await runAlerts('instant')

    const [mail] = mailsSince(from)
    expect(mail.text).toContain('Votre interlocuteur : Camille Rossi · +377 97 97 00 11')
    expect(mail.html).toContain('href="tel:+37797970011"')
    const agency = agencyCard()
    expect(mail.text).toContain(`Votre interlocuteur : ${agency.name} · ${agency.phone}`)
    // Out of the way of the digests below, which look for the same kind of offer.
    await running.payload.delete({ collection: 'saved-searches', id: search.id })
  })

  it('mails nothing for an offer that does not match, and nothing new on a second run', async () => {
    const from = readOutbox(env().outboxDir).length
    await makeOffer(running.payload, {
      of_ref: 'NICE-SALE',
      building: nice,
      of_price_sell: 1_000_000,
    })
    await makeOffer(running.payload, {
      of_ref: 'MONACO-RENT',
      building: monaco,
      of_sell: false,
      of_rent: true,
      of_price_rent: 9_000,
    })
    await makeOffer(running.payload, {
      of_ref: 'MONACO-EXPENSIVE',
      building: monaco,
      of_price_sell: 9_000_000,
    })
    await makeOffer(running.payload, { of_ref: 'MONACO-NOT-WEB', building: monaco, of_web: false })
    await runAlerts('instant')
    await runAlerts('instant')
    expect(mailsSince(from)).toHaveLength(0)
  })

  it('never mails one offer twice to one search, even when it is published again at a lower price', async () => {
    const penthouse = (
      await running.payload.find({
        collection: 'offers',
        where: { of_name: { equals: 'Penthouse au Carré d’Or' } },
        locale: 'fr',
        depth: 0,
      })
    ).docs[0]
    const from = readOutbox(env().outboxDir).length
    await publish(penthouse.id, { of_price_sell: 3_900_000, of_sell_sum: 3_900_000 })
    expect(
      (await running.payload.findByID({ collection: 'offers', id: penthouse.id, depth: 0 }))
        .of_listed_at,
    ).toEqual(expect.any(String))
    await runAlerts('instant')
    expect(mailsSince(from)).toHaveLength(0)
  })

  it('alerts a newer search of an offer published again at a lower price', async () => {
    const fresh = await saveSearch({ sale: true, district: 'monte-carlo' }, 'instant', 'en')
    const from = readOutbox(env().outboxDir).length
    const offer = await makeOffer(running.payload, {
      of_ref: 'PRICE-DROP',
      building: monaco,
      of_price_sell: 8_000_000,
    })
    await runAlerts('instant')
    const first = mailsSince(from)
    // The older Monaco search's budget stops at 5M: only the newer one hears of it at 8M.
    expect(first.map((m) => m.subject)).toEqual(['A new property matches your search'])
    await publish(offer.id, { of_price_sell: 4_500_000 })
    await runAlerts('instant')
    const second = mailsSince(from + first.length)
    // Now within the first search's budget: it is alerted, as a price drop; the newer one already had it.
    const name = (
      await running.payload.findByID({ collection: 'offers', id: offer.id, locale: 'fr' })
    ).of_name
    expect(second.map((m) => m.subject)).toEqual([`Baisse de prix : ${name}`])
    await call(running.url, 'DELETE', `/web/1.0/searches/${fresh.id}`, undefined, token)
  })

  it('unsubscribes in one click (POST, form body) without sign-in', async () => {
    const reply = await request(running.url, 'POST', new URL(unsubscribeUrl).pathname, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(reply.status).toBe(200)
    expect(reply.json()).toEqual({ err: null, data: { unsubscribed: true } })
    expect(
      (await call(running.url, 'GET', '/web/1.0/searches', undefined, token)).body.data.some(
        (s: { id: unknown }) => s.id === instant.id,
      ),
    ).toBe(false)
    expect((await request(running.url, 'GET', new URL(unsubscribeUrl).pathname)).status).toBe(404)
  })
})

describe('digests and unconfirmed searches', () => {
  it('groups the offers of a day in one daily mail, and leaves unconfirmed visitors alone', async () => {
    const daily = await saveSearch({ rent: true, france: true }, 'daily', 'ru')
    await running.payload.create({
      collection: 'saved-searches',
      data: {
        email: 'unconfirmed@example.com',
        filter: { rent: 'true' },
        frequency: 'daily',
        lang: 'fr',
        confirmed: false,
        sent_offers: [],
      },
      overrideAccess: true,
    })
    const from = readOutbox(env().outboxDir).length
    await makeOffer(running.payload, {
      of_ref: 'NICE-RENT-1',
      building: nice,
      of_sell: false,
      of_rent: true,
      of_price_rent: 3_000,
      of_rent_sum: 3_000,
    })
    await makeOffer(running.payload, {
      of_ref: 'NICE-RENT-2',
      building: nice,
      of_sell: false,
      of_rent: true,
      of_rent_uponrequest: true,
      of_price_rent: 7_777,
    })
    await runAlerts('instant')
    expect(mailsSince(from)).toHaveLength(0)
    await runAlerts('daily')
    const mails = mailsSince(from)
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toBe(clientEmail)
    expect(mails[0].subject).toBe('Новые объекты (2) соответствуют вашему поиску')
    expect(mails[0].text).toContain('3K € / месяц')
    expect(mails[0].text).toContain('Цена по запросу')
    expect(mails[0].text).not.toContain('7777')
    await runAlerts('daily')
    expect(mailsSince(from)).toHaveLength(1)
    expect(
      (
        await running.payload.findByID({
          collection: 'saved-searches',
          id: daily.id,
          overrideAccess: true,
        })
      ).sent_offers,
    ).toHaveLength(2)
  })
})
