import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { initPayload } from '@cms/domain/start/init-payload'
import { makeAction, makeBuilding, makeClient, makeOffer, makeService } from '../helpers/factories'

/** The fields Payload rejected, from a ValidationError. */
async function rejectedPaths(p: Promise<unknown>): Promise<string[]> {
  try {
    await p
  } catch (err) {
    const errors = (err as { data?: { errors?: Array<{ path: string }> } }).data?.errors ?? []
    return errors.map((e) => e.path).sort()
  }
  throw new Error('expected the operation to be rejected')
}

let payload: Payload
beforeAll(async () => {
  payload = await initPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('required fields and validation', () => {
  it('an offer needs a name, a building and a reference (proposed when none is given)', async () => {
    expect(
      await rejectedPaths(payload.create({ collection: 'offers', data: {} as never })),
    ).toEqual(['building', 'of_name'])
    expect(
      await rejectedPaths(payload.create({ collection: 'offers', data: { of_ref: '' } as never })),
    ).toEqual(['building', 'of_name', 'of_ref'])
  })

  it('offer references are unique', async () => {
    await makeOffer(payload, { of_ref: 'UNIQ-1' })
    expect(await rejectedPaths(makeOffer(payload, { of_ref: 'UNIQ-1' }))).toContain('of_ref')
  })

  it('a room count must be a whole number', async () => {
    expect(await rejectedPaths(makeOffer(payload, { of_nbpieces: 2.5 }))).toContain('of_nbpieces')
  })

  it('a country code is two capital letters', async () => {
    expect(
      await rejectedPaths(
        payload.create({ collection: 'countries', data: { cu_code: 'fra', cu_name_fr: 'France' } }),
      ),
    ).toEqual(['cu_code'])
  })

  it('a service value must be a power of two; a type value need not be', async () => {
    expect(await rejectedPaths(makeService(payload, 6))).toEqual(['value'])
    const type = await payload.create({
      collection: 'items',
      data: { kind: 'type', value: 6, text: 'loft', label_fr: 'Loft', label_en: 'Loft' },
    })
    expect(type.value).toBe(6)
  })

  it('translation keys are unique and use a safe alphabet', async () => {
    await payload.create({
      collection: 'translations',
      data: { tr_key: 'home.title', tr_fr: 'Accueil', tr_en: 'Home' },
    })
    expect(
      await rejectedPaths(
        payload.create({
          collection: 'translations',
          data: { tr_key: 'home.title', tr_fr: 'x', tr_en: 'x' },
        }),
      ),
    ).toContain('tr_key')
    expect(
      await rejectedPaths(
        payload.create({
          collection: 'translations',
          data: { tr_key: 'bad key!', tr_fr: 'x', tr_en: 'x' },
        }),
      ),
    ).toContain('tr_key')
  })

  it('district tile values are url slugs', async () => {
    expect(
      await rejectedPaths(
        payload.create({
          collection: 'districts',
          data: { value: 'Monte Carlo', text: 'Monte-Carlo', area: 'monaco' },
        }),
      ),
    ).toEqual(['value'])
  })

  it('a visit request has ISO dates and does not end before it starts', async () => {
    const offer = await makeOffer(payload)
    const client = await makeClient(payload)
    const base = { contact: client.id, offer: offer.id }
    expect(
      await rejectedPaths(
        makeAction(payload, { ...base, date_start: '12/05/2027', date_end: '2027-05-13' }),
      ),
    ).toEqual(['date_start'])
    expect(
      await rejectedPaths(
        makeAction(payload, { ...base, date_start: '2027-05-14', date_end: '2027-05-13' }),
      ),
    ).toEqual(['date_end'])
    const ok = await makeAction(payload, {
      ...base,
      date_start: '2027-05-13',
      date_end: '2027-05-13',
    })
    expect(ok.ac_status).toBe('waiting')
  })

  it('a contact message needs every field of the form and a valid e-mail', async () => {
    expect(
      await rejectedPaths(
        payload.create({ collection: 'contact-messages', data: { email: 'nope' } as never }),
      ),
    ).toEqual(['country', 'email', 'firstname', 'message', 'name', 'tel'])
  })

  it('a visit request and a client message need their client when created, not after', async () => {
    const offer = await makeOffer(payload)
    const dates = { date_start: '2027-05-13', date_end: '2027-05-14' }
    expect(
      await rejectedPaths(
        payload.create({ collection: 'actions', data: { offer: offer.id, ...dates } as never }),
      ),
    ).toEqual(['contact'])
    expect(
      await rejectedPaths(
        payload.create({ collection: 'messages', data: { subject: 'S', body: 'B' } as never }),
      ),
    ).toEqual(['contact'])
    // A client who deleted its account leaves its records without a client.
    const client = await makeClient(payload)
    const visit = await makeAction(payload, { contact: client.id, offer: offer.id, ...dates })
    const kept = await payload.update({
      collection: 'actions',
      id: visit.id,
      data: { contact: null },
    })
    expect(kept.contact ?? null).toBeNull()
  })

  it("a client's password has at least 10 characters", async () => {
    expect(await rejectedPaths(makeClient(payload, { password: 'short-9ch' }))).toEqual([
      'password',
    ])
    const ok = await makeClient(payload, { password: 'long-enough' })
    expect(ok.id).toBeDefined()
  })

  it('a client logs in by login or by e-mail', async () => {
    await makeClient(payload, {
      username: 'marie.curie',
      email: 'marie@example.com',
      password: 'Radium-1898!',
    })
    const byLogin = await payload.login({
      collection: 'contacts',
      data: { username: 'marie.curie', password: 'Radium-1898!' },
    })
    const byEmail = await payload.login({
      collection: 'contacts',
      data: { email: 'marie@example.com', password: 'Radium-1898!' },
    })
    expect(byLogin.user?.id).toBe(byEmail.user?.id)
    expect(byLogin.token).toMatch(/^ey/)
  })

  it('a building needs a name, a city and a country', async () => {
    expect(
      await rejectedPaths(payload.create({ collection: 'buildings', data: {} as never })),
    ).toEqual(['bu_city', 'bu_name', 'country'])
  })

  it('a building is in the area of its city and country', async () => {
    expect((await makeBuilding(payload, { city: 'MONACO' })).bu_area).toBe('monaco')
    expect((await makeBuilding(payload, { city: 'NICE', country: 'FR' })).bu_area).toBe('france')
    expect((await makeBuilding(payload, { city: 'LONDON', country: 'GB' })).bu_area).toBe(
      'international',
    )
  })
})

describe('deleting', () => {
  it('a client deletes its visit requests and messages with it', async () => {
    const offer = await makeOffer(payload)
    const client = await makeClient(payload)
    const other = await makeClient(payload)
    for (const c of [client, other]) {
      await makeAction(payload, {
        contact: c.id,
        offer: offer.id,
        date_start: '2027-03-01',
        date_end: '2027-03-02',
      })
      await payload.create({
        collection: 'messages',
        data: { contact: c.id, subject: 'Bonjour', body: 'Message' },
      })
    }
    await payload.delete({ collection: 'contacts', id: client.id })
    const left = async (collection: 'actions' | 'messages', id: number | string) =>
      (await payload.count({ collection, where: { contact: { equals: id } } })).totalDocs
    expect([await left('actions', client.id), await left('messages', client.id)]).toEqual([0, 0])
    expect([await left('actions', other.id), await left('messages', other.id)]).toEqual([1, 1])
  })

  it('an offer deletes the visit requests made for it', async () => {
    const [offer, kept] = [await makeOffer(payload), await makeOffer(payload)]
    const client = await makeClient(payload)
    for (const o of [offer, kept])
      await makeAction(payload, {
        contact: client.id,
        offer: o.id,
        date_start: '2027-03-01',
        date_end: '2027-03-02',
      })
    await payload.delete({ collection: 'offers', id: offer.id })
    expect(
      (await payload.count({ collection: 'actions', where: { contact: { equals: client.id } } }))
        .totalDocs,
    ).toBe(1)
  })
})
