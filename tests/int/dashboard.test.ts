import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug } from 'payload'
import { LANGUAGES } from '@contract/languages'

import { utcDay } from '@cms/schema/collections/OfferViews'
import { type Dashboard, loadDashboard } from '@cms/admin/dashboard/load-dashboard'
import type { Offer } from '@cms/payload-types'
import { plainTextToLexical } from '@cms/domain/rich-text/lexical-state'
import { jpeg } from '../helpers/catalogue'
import { makeAction, makeBuilding, makeClient, makeOffer, staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

/** The staff dashboard's counts and first items against a data set where each card has what must and must not count. */
const running = useServer({ admin: true })
const DAY = 24 * 60 * 60 * 1000
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
type Id = number | string

/** Moves a document's dates into the past, below the Local API (which stamps them itself). */
const age = (
  collection: CollectionSlug,
  id: Id,
  days: number,
  fields: ('createdAt' | 'updatedAt')[] = ['createdAt', 'updatedAt'],
) =>
  running.payload.db.updateOne({
    collection,
    id,
    data: Object.fromEntries(fields.map((f) => [f, ago(days)])),
  })

const ids = {} as Record<string, Id>
let staff: Awaited<ReturnType<typeof staffSession>>
let dashboard: Dashboard
let adminDashboard: Dashboard

/** An offer on the web whose name and description exist in all five languages, located and with a photo, unless told. */
async function completeOffer(
  name: string,
  { photo, located = true }: { photo: Id | null; located?: boolean },
) {
  const building = located
    ? (await makeBuilding(running.payload, { lat: 43.74, lng: 7.42 })).id
    : undefined
  const offer = await makeOffer(running.payload, {
    of_name: name,
    ...(building ? { building } : {}),
    ...(photo ? { images: [photo] as Offer['images'] } : {}),
  })
  for (const locale of LANGUAGES)
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      locale,
      data: {
        of_name: `${name} ${locale}`,
        of_text: plainTextToLexical(`Texte ${locale}`) as Offer['of_text'],
      },
    })
  return offer
}

beforeAll(async () => {
  const p = running.payload
  staff = await staffSession(p, 'editor')
  const data = await jpeg()
  const photo = (
    await p.create({
      collection: 'media',
      data: { alt: 'photo' },
      file: { data, mimetype: 'image/jpeg', name: 'photo.jpg', size: data.length },
    })
  ).id

  // Offers: complete; missing languages only; missing everything; off the web; a draft; complete but stale; off the web and stale.
  ids.complete = (await completeOffer('Complète', { photo })).id
  const noLanguages = await makeOffer(p, {
    of_name: 'Sans langues',
    building: (await makeBuilding(p, { lat: 43.7, lng: 7.4 })).id,
    images: [photo] as Offer['images'],
  })
  ids.noLanguages = noLanguages.id
  ids.bare = (await makeOffer(p, { of_name: 'Nue' })).id
  ids.offWeb = (await makeOffer(p, { of_name: 'Hors ligne', of_web: false })).id
  ids.draft = (await makeOffer(p, { of_name: 'Brouillon', _status: 'draft' })).id
  ids.stale = (await completeOffer('Ancienne', { photo })).id
  ids.staleOffWeb = (await makeOffer(p, { of_name: 'Ancienne hors ligne', of_web: false })).id
  await age('offers', ids.stale, 100, ['updatedAt'])
  await age('offers', ids.staleOffWeb, 100, ['updatedAt'])
  // The last change of the week: first in its card.
  await p.update({ collection: 'offers', id: ids.bare, data: { of_ref: 'REF-NUE' } })

  // Clients: one new, one of last month.
  const newClient = await makeClient(p, { co_firstname: 'Nina', co_name: 'Nouvelle' })
  const oldClient = await makeClient(p, { co_firstname: 'Olga', co_name: 'Ancienne' })
  ids.newClient = newClient.id
  await age('contacts', oldClient.id, 30)

  // Visit requests: two waiting (the older first), one accepted.
  ids.visitOld = (
    await makeAction(p, {
      contact: newClient.id,
      offer: ids.complete as number,
      date_start: '2027-01-01',
      date_end: '2027-01-02',
    })
  ).id
  await age('actions', ids.visitOld, 2)
  ids.visitNew = (
    await makeAction(p, {
      contact: oldClient.id,
      offer: noLanguages.id,
      date_start: '2027-02-01',
      date_end: '2027-02-03',
    })
  ).id
  await makeAction(p, {
    contact: newClient.id,
    offer: ids.complete as number,
    date_start: '2027-03-01',
    date_end: '2027-03-02',
    ac_status: 'accepted',
  })

  // Contact messages: one waiting, one handled.
  const contact = {
    firstname: 'Paul',
    name: 'Martin',
    email: 'paul@example.com',
    tel: '+377 1',
    country: 'MC',
    message: 'Bonjour',
  }
  ids.contactWaiting = (
    await p.create({ collection: 'contact-messages', data: contact, context: { seeding: true } })
  ).id
  await p.create({
    collection: 'contact-messages',
    data: { ...contact, firstname: 'Handled', handled: true },
    context: { seeding: true },
  })

  // Client messages: unread for ten days (counts), unread since today, read after ten days.
  const message = (subject: string, read = false) =>
    p.create({
      collection: 'messages',
      data: { contact: newClient.id, subject, body: 'Texte', read },
    })
  const unreadOld = await message('Ancien non lu')
  ids.unreadOld = unreadOld.id
  await age('messages', ids.unreadOld, 10)
  await message('Récent non lu')
  await age('messages', (await message('Ancien lu', true)).id, 10)
  // The client's replies to the agency: one not read yet (counts), one read.
  const reply = (text: string, read_by_staff: boolean) =>
    p.create({
      collection: 'message-replies',
      data: { message: unreadOld.id, contact: newClient.id, text, read_by_staff },
      overrideAccess: true,
      context: { seeding: true },
    })
  ids.replyUnread = (await reply('Mardi me convient', false)).id
  await reply('Merci pour les plans', true)

  // Mails: one waiting for a later try, one given up, one sent.
  // Due tomorrow, so the queue's runner leaves them alone during the test.
  const mail = async (subject: string) =>
    (
      (await p.jobs.queue({
        task: 'sendMail' as never,
        input: { to: 'x@example.com', subject, text: 'Texte' } as never,
        queue: 'mail',
        waitUntil: new Date(Date.now() + DAY),
      })) as { id: Id }
    ).id
  ids.mailPending = await mail('En attente')
  ids.mailFailed = await mail('Abandonné')
  await p.db.updateOne({ collection: 'payload-jobs', id: ids.mailFailed, data: { hasError: true } })
  const sent = { id: await mail('Parti') }
  await p.db.updateOne({
    collection: 'payload-jobs',
    id: sent.id,
    data: { completedAt: new Date().toISOString() },
  })

  // Saved searches: one this week, one older.
  const search = (area: string) =>
    p.create({
      collection: 'saved-searches',
      data: {
        frequency: 'daily',
        lang: 'fr',
        email: 'v@example.com',
        filter: { [area]: 'true', sale: 'true' },
      } as never,
    })
  ids.newSearch = (await search('monaco')).id
  await age('saved-searches', (await search('france')).id, 20)

  // Views: today and last week within the 30 days, and one day before them that must not count.
  const views = (offer: Id, day: string, count: number) =>
    p.create({ collection: 'offer-views', data: { offer: offer as number, day, count } })
  await views(ids.complete, utcDay(), 5)
  await views(ids.complete, utcDay(new Date(Date.now() - 7 * DAY)), 3)
  await views(ids.noLanguages, utcDay(new Date(Date.now() - 29 * DAY)), 7)
  await views(ids.bare, utcDay(new Date(Date.now() - 30 * DAY)), 100)

  dashboard = await loadDashboard(p, { user: staff.staff, locale: 'fr' })
  adminDashboard = await loadDashboard(p, {
    user: (await staffSession(p, 'admin')).staff,
    locale: 'fr',
  })
})

const card = (section: 'today' | 'activity', key: string) => {
  const found = dashboard[section].find((c) => c.key === key)
  if (!found) throw new Error(`no card ${key}`)
  return { count: found.count, items: found.items.map((i) => i.id), card: found }
}

describe("the dashboard's day of work", () => {
  it('counts what waits and lists it, the oldest first', () => {
    expect(card('today', 'visitsWaiting')).toMatchObject({
      count: 2,
      items: [ids.visitOld, ids.visitNew],
    })
    expect(card('today', 'visitsWaiting').card.items[0]).toMatchObject({
      title: expect.stringContaining('Nina Nouvelle'),
      detail: '2027-01-01 → 2027-01-02',
      href: `/admin/collections/actions/${ids.visitOld}`,
    })
    expect(card('today', 'contactsUnhandled')).toMatchObject({
      count: 1,
      items: [ids.contactWaiting],
    })
    expect(card('today', 'messagesUnread')).toMatchObject({ count: 1, items: [ids.unreadOld] })
    expect(card('today', 'repliesUnread')).toMatchObject({ count: 1, items: [ids.replyUnread] })
    expect(card('today', 'repliesUnread').card.items[0]).toMatchObject({
      title: expect.stringContaining('Nina Nouvelle'),
      detail: 'Mardi me convient',
      href: `/admin/collections/message-replies/${ids.replyUnread}`,
    })
    // The mail queue is an administrator's: an editor's dashboard has no card for it.
    expect(dashboard.today.map((c) => c.key)).not.toContain('mailsFailedOrPending')
    const mails = adminDashboard.today.find((c) => c.key === 'mailsFailedOrPending')
    expect(mails).toMatchObject({ count: 2 })
    expect(new Set(mails?.items.map((i) => i.id))).toEqual(
      new Set([ids.mailPending, ids.mailFailed]),
    )
  })

  it('lists the offers on the web that lack a language, a photo or a location, and those not updated for 90 days', () => {
    expect(new Set(card('today', 'offersMissingLanguage').items)).toEqual(
      new Set([ids.noLanguages, ids.bare]),
    )
    expect(card('today', 'offersMissingLanguage').count).toBe(2)
    expect(card('today', 'offersMissingPhoto')).toMatchObject({ count: 1, items: [ids.bare] })
    expect(card('today', 'offersMissingLocation')).toMatchObject({ count: 1, items: [ids.bare] })
    expect(card('today', 'offersStale')).toMatchObject({ count: 1, items: [ids.stale] })
  })

  it('links each card to the list filtered the same way', async () => {
    const { listHref } = card('today', 'visitsWaiting').card
    expect(listHref).toBe(
      '/admin/collections/actions?where[ac_status][equals]=waiting&sort=createdAt',
    )
    // The list's own REST query with the same where selects the same documents.
    const query = listHref.split('?')[1]
    const res = await request(running.url, 'GET', `/cms-api/actions?${query}&depth=0`, {
      headers: { Authorization: `JWT ${staff.token}` },
    })
    expect(res.json<{ docs: { id: Id }[] }>().docs.map((d) => d.id)).toEqual([
      ids.visitOld,
      ids.visitNew,
    ])
    const stale = card('today', 'offersStale').card.listHref.split('?')[1]
    const offers = await request(running.url, 'GET', `/cms-api/offers?${stale}&depth=0`, {
      headers: { Authorization: `JWT ${staff.token}` },
    })
    expect(offers.json<{ docs: { id: Id }[] }>().docs.map((d) => d.id)).toEqual([ids.stale])
  })
})

describe("the dashboard's activity", () => {
  it("counts the week's changed offers, new clients and new saved searches", () => {
    const changed = card('activity', 'offersChanged')
    expect(changed.count).toBe(5)
    expect(new Set(changed.items)).toEqual(
      new Set([ids.complete, ids.noLanguages, ids.bare, ids.offWeb, ids.draft]),
    )
    expect(changed.items[0]).toBe(ids.bare)
    expect(card('activity', 'newClients')).toMatchObject({ count: 1, items: [ids.newClient] })
    expect(card('activity', 'newSearches')).toMatchObject({ count: 1, items: [ids.newSearch] })
  })

  it('ranks the most viewed offers of the last 30 days from the daily counters', () => {
    expect(dashboard.mostViewed.total).toBe(15)
    expect(dashboard.mostViewed.offers.map((o) => [o.id, o.views])).toEqual([
      [ids.complete, 8],
      [ids.noLanguages, 7],
    ])
  })

  it('sums the counters again once a batch of views was written', async () => {
    await running.payload.create({
      collection: 'offer-views',
      data: { offer: ids.bare as number, day: utcDay(), count: 20 },
    })
    const again = await loadDashboard(running.payload, { user: staff.staff, locale: 'fr' })
    expect(again.mostViewed.total).toBe(35)
    expect(again.mostViewed.offers.map((o) => [o.id, o.views])).toEqual([
      [ids.bare, 20],
      [ids.complete, 8],
      [ids.noLanguages, 7],
    ])
  })
})

describe('the dashboard page', () => {
  it('is the admin home of a signed-in staff member, in French by default and in English when chosen', async () => {
    // The admin's session cookie, sent by the admin's own pages (Payload checks where a cookie comes from).
    const page = async (cookie: string) => {
      const res = await request(running.url, 'GET', '/admin', {
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      })
      expect(res.status).toBe(200)
      return res.text()
    }
    const has = (html: string, texts: string[]) =>
      expect(texts.filter((t) => !html.includes(t))).toEqual([])
    const fr = await page(`payload-token=${staff.token}`)
    has(fr, [
      'Le travail du jour',
      'Activité',
      'Demandes de visite en attente',
      'Offres les plus vues (30 jours)',
      'Toutes les collections',
      'Nina Nouvelle',
      `/admin/collections/actions/${ids.visitOld}`,
    ])
    has(await page(`payload-token=${staff.token}; payload-lng=en`), [
      'Today’s work',
      'Visit requests waiting',
      'Most viewed offers (30 days)',
    ])
  })
})
