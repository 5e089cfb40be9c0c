import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { up as clientTypeChoice } from '@cms/schema/data-upgrades/20261129_213000_data_client_type_choice'
import { loadClientSearches } from '@cms/admin/demand/client-searches'
import { VISIT_SEARCH_PATHS } from '@cms/schema/collections/VisitRequests'
import { unsubscribeSecrets } from '@cms/domain/searches/tokens'
import { makeAction, makeBuilding, makeClient, makeOffer, staffSession } from '../helpers/factories'
import { signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/*
 * What the admin's client pages rest on: the client's type as a choice, the visit requests' search
 * through the client and the offer, and the client's saved searches with the offers they find now.
 */
const running = useServer()
let staff: Awaited<ReturnType<typeof staffSession>>
beforeAll(async () => {
  staff = await staffSession(running.payload, 'editor')
})

describe('the client’s type', () => {
  it('is one of its labelled choices: another value is refused with the field named (a 400, never a 500)', async () => {
    const save = (username: string, co_type: string) =>
      running.payload.create({
        collection: 'contacts',
        data: {
          username,
          email: `${username}@example.com`,
          password: 'Provisional-pass-1',
          co_type,
        } as never,
        user: staff.staff,
        overrideAccess: false,
      })
    const refused = await save('typed.type', 'agency').then(
      () => null,
      (e: { status?: number; data?: { errors?: { path: string }[] } }) => e,
    )
    expect(refused?.status).toBe(400)
    expect(refused?.data?.errors?.map((e) => e.path)).toEqual(['co_type'])
    expect((await save('address.book', 'contact')).co_type).toBe('contact')
  })

  it('of rows stored before it was a choice is upgraded to "user", which is what it meant', async ({
    skip,
  }) => {
    // PostgreSQL's column only holds the choices: its schema migration did this already.
    skip(running.payload.db.name !== 'sqlite', 'the column only holds the choices here')
    const odd = await makeClient(running.payload)
    const contact = await makeClient(running.payload, { co_type: 'contact' })
    await running.payload.db.updateOne({
      collection: 'contacts',
      id: odd.id,
      data: { co_type: 'staff-made' },
      returning: false,
    })
    await clientTypeChoice({
      payload: running.payload,
      req: await createLocalReq({}, running.payload),
    })
    const typeOf = async (id: number) =>
      (await running.payload.findByID({ collection: 'contacts', id, overrideAccess: true })).co_type
    expect(await typeOf(odd.id)).toBe('user')
    expect(await typeOf(contact.id)).toBe('contact')
    // The upgraded client still signs in; the address-book entry still may not.
    expect((await signIn(running.url, odd.login, odd.password)).data.co_id).toBe(odd.id)
  })
})

describe('the visit requests’ search', () => {
  it('finds a request by its client’s name or address and by its offer’s reference or name', async () => {
    const building = (await makeBuilding(running.payload)).id
    const offer = await makeOffer(running.payload, { building, of_name: 'Villa Aurore' })
    const other = await makeOffer(running.payload, { building })
    const client = await makeClient(running.payload, { co_name: 'Vasseur-Lambert' })
    const someone = await makeClient(running.payload)
    const mine = await makeAction(running.payload, {
      contact: client.id,
      offer: offer.id,
      date_start: '2031-04-01',
      date_end: '2031-04-03',
    })
    await makeAction(running.payload, {
      contact: someone.id,
      offer: other.id,
      date_start: '2031-04-01',
      date_end: '2031-04-03',
    })
    // The list's search box: each searchable path, `like` the words typed, any of them, read as staff.
    const search = async (typed: string) =>
      (
        await running.payload.find({
          collection: 'actions',
          where: { or: VISIT_SEARCH_PATHS.map((path) => ({ [path]: { like: typed } })) },
          depth: 0,
          locale: 'fr',
          user: staff.staff,
          overrideAccess: false,
        })
      ).docs.map((d) => d.id)
    expect(await search('vasseur')).toEqual([mine.id])
    expect(await search(client.email)).toEqual([mine.id])
    expect(await search(offer.of_ref!)).toEqual([mine.id])
    expect(await search('aurore')).toEqual([mine.id])
    expect(await search('nobody-asked-this')).toEqual([])
  })
})

describe('a client’s saved searches on its page', () => {
  it('are listed in words with the published offers each finds today, for staff only', async () => {
    const client = await makeClient(running.payload)
    const building = (await makeBuilding(running.payload)).id
    const cheap = await makeOffer(running.payload, { building, of_price_sell: 900_000 })
    const dear = await makeOffer(running.payload, { building, of_price_sell: 50_000_000 })
    const hidden = await makeOffer(running.payload, {
      building,
      of_price_sell: 800_000,
      of_web: false,
    })
    await running.payload.create({
      collection: 'saved-searches',
      data: {
        client: client.id,
        filter: { sale: 'true', monaco: 'true', budgetmax: '1000000' },
        frequency: 'weekly',
        lang: 'fr',
        confirmed: true,
        sent_offers: [],
        ...unsubscribeSecrets(),
      },
      overrideAccess: true,
    })
    const [search] = await loadClientSearches(running.payload, client.id, {
      user: staff.staff,
      lang: 'fr',
    })
    expect(search.words).toMatchObject({ saleRent: 'Vente', area: 'Monaco' })
    // French groups thousands with a narrow no-break space.
    expect(search.words.budget.replace(/\s/g, ' ')).toBe('≤ 1 000 000 €')
    expect(search.frequency).toBe('weekly')
    // Only published web offers within the budget: the offer kept off the web and the dearer one are not among them.
    expect(search.offers.map((o) => o.id)).toContain(cheap.id)
    expect(search.offers.every((o) => o.ref && o.name)).toBe(true)
    expect(search.offers.map((o) => o.id)).not.toContain(dear.id)
    expect(search.offers.map((o) => o.id)).not.toContain(hidden.id)
    expect(search.matching).toBeGreaterThanOrEqual(search.offers.length)

    // A client's own session reads none of it: saved searches are staff's.
    await expect(
      loadClientSearches(running.payload, client.id, { user: client, lang: 'fr' }),
    ).rejects.toThrow()
  })
})
