import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { initPayload } from '@cms/domain/start/init-payload'
import { AUTH_SECRET_KEYS } from '../helpers/auth-secrets'
import { makeAction, makeClient, makeOffer, makeStaff } from '../helpers/factories'

type Who = Record<string, unknown> | undefined
let payload: Payload
let staff: Who,
  editor: Who,
  alice: Awaited<ReturnType<typeof makeClient>>,
  bob: Awaited<ReturnType<typeof makeClient>>
const ids = {} as Record<string, number | string>

const as = (user: Who) => ({ overrideAccess: false, user }) as const
const denied = async (p: Promise<unknown>) => {
  await expect(p).rejects.toMatchObject({ status: 403 })
}
/** The Local API's refusal of a change to a client record, as `user`. */
const contactChangeDenied = (user: Who, id: number | string, data: Record<string, unknown>) =>
  denied(payload.update({ collection: 'contacts', id, data, ...as(user) }))
/** What the public contact form sends, saying `message`. */
const contactForm = (message: string) => ({
  firstname: 'A',
  name: 'B',
  email: 'a@b.co',
  tel: '1',
  country: 'Monaco',
  message,
})

beforeAll(async () => {
  payload = await initPayload()
  staff = await makeStaff(payload, 'admin')
  editor = await makeStaff(payload, 'editor')
  alice = await makeClient(payload, { username: 'alice', password: 'Correct-Horse-1' })
  bob = await makeClient(payload, { username: 'bob' })
  ids.published = (await makeOffer(payload, { of_name: 'Publiée' })).id
  ids.hidden = (await makeOffer(payload, { of_name: 'Pas sur le web', of_web: false })).id
  ids.draft = (await makeOffer(payload, { of_name: 'Brouillon', _status: 'draft' })).id
  for (const [who, c] of [
    ['alice', alice],
    ['bob', bob],
  ] as const) {
    ids[`${who}Action`] = (
      await makeAction(payload, {
        contact: c.id,
        offer: ids.published,
        date_start: '2027-01-10',
        date_end: '2027-01-12',
      })
    ).id
    ids[`${who}Message`] = (
      await payload.create({
        collection: 'messages',
        data: { contact: c.id, subject: `Hello ${who}`, body: 'Your visit is confirmed.' },
      })
    ).id
  }
  ids.contactMessage = (
    await payload.create({ collection: 'contact-messages', data: contactForm('Hi') })
  ).id
})
afterAll(async () => {
  await payload.destroy()
})

describe('anonymous visitors', () => {
  it('read only published offers flagged for the web', async () => {
    const seen = await payload.find({ collection: 'offers', ...as(undefined), limit: 100 })
    const seenIds = seen.docs.map((d) => d.id)
    expect(seenIds).toContain(ids.published)
    expect(seenIds).not.toContain(ids.hidden)
    expect(seenIds).not.toContain(ids.draft)
    await expect(
      payload.findByID({ collection: 'offers', id: ids.hidden, ...as(undefined) }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('read public reference data', async () => {
    for (const collection of [
      'items',
      'districts',
      'translations',
      'countries',
      'buildings',
      'distances',
      'media',
    ] as const) {
      await expect(payload.find({ collection, ...as(undefined) })).resolves.toHaveProperty('docs')
    }
  })

  it('read nothing of clients, requests, messages, replies, contact messages or staff', async () => {
    for (const collection of [
      'contacts',
      'actions',
      'messages',
      'message-replies',
      'contact-messages',
      'users',
    ] as const) {
      await denied(payload.find({ collection, ...as(undefined) }))
    }
  })

  it('cannot write offers or reference data', async () => {
    await denied(
      payload.create({
        collection: 'offers',
        data: { of_ref: 'X', of_name: 'X', building: 1 } as never,
        ...as(undefined),
      }),
    )
    await denied(
      payload.create({
        collection: 'translations',
        data: { tr_key: 'x', tr_fr: 'x', tr_en: 'x' },
        ...as(undefined),
      }),
    )
    await denied(
      payload.update({
        collection: 'offers',
        id: ids.published,
        data: { of_price_sell: 1 },
        ...as(undefined),
      }),
    )
  })

  it('cannot create contact messages behind the robot check (the public route does, after it)', async () => {
    await denied(
      payload.create({
        collection: 'contact-messages',
        data: contactForm('spam'),
        ...as(undefined),
      }),
    )
  })
})

describe('a client', () => {
  it('reads only itself, and changes its record only through the legacy API', async () => {
    const found = await payload.find({ collection: 'contacts', ...as(alice) })
    expect(found.docs.map((d) => d.id)).toEqual([alice.id])
    await contactChangeDenied(alice, alice.id, { co_city: 'Monaco' })
    await contactChangeDenied(alice, bob.id, { co_city: 'Nice' })
    await expect(
      payload.findByID({ collection: 'contacts', id: bob.id, ...as(alice) }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('cannot change its own type or role flags', async () => {
    await contactChangeDenied(alice, alice.id, {
      co_type: 'agency',
      co_isagency: true,
      co_city: 'Menton',
    })
    const stored = await payload.findByID({
      collection: 'contacts',
      id: alice.id,
      overrideAccess: true,
    })
    expect([stored.co_type, stored.co_isagency]).toEqual(['user', false])
  })

  it('reads only its own visit requests and messages', async () => {
    const actions = await payload.find({ collection: 'actions', ...as(alice) })
    expect(actions.docs.map((d) => d.id)).toEqual([ids.aliceAction])
    const messages = await payload.find({ collection: 'messages', ...as(alice) })
    expect(messages.docs.map((d) => d.id)).toEqual([ids.aliceMessage])
  })

  it('asks to visit only in its own name, and always starts as waiting', async () => {
    const action = await payload.create({
      collection: 'actions',
      data: {
        contact: bob.id,
        offer: ids.published as number,
        date_start: '2027-02-01',
        date_end: '2027-02-02',
        ac_status: 'accepted',
      },
      ...as(alice),
    })
    const contactId = typeof action.contact === 'object' ? action.contact?.id : action.contact
    expect([contactId, action.ac_status]).toEqual([alice.id, 'waiting'])
    await denied(
      payload.update({
        collection: 'actions',
        id: action.id,
        data: { ac_status: 'accepted' },
        ...as(alice),
      }),
    )
  })

  it('marks its own message read but cannot rewrite it, nor touch another client’s', async () => {
    const read = await payload.update({
      collection: 'messages',
      id: ids.aliceMessage,
      data: { read: true, body: 'forged' },
      ...as(alice),
    })
    expect([read.read, read.body]).toEqual([true, 'Your visit is confirmed.'])
    await denied(
      payload.update({
        collection: 'messages',
        id: ids.bobMessage,
        data: { read: true },
        ...as(alice),
      }),
    )
    await denied(
      payload.create({
        collection: 'messages',
        data: { contact: alice.id, subject: 'x', body: 'x' },
        ...as(alice),
      }),
    )
  })

  it('cannot reach staff data or unpublished offers', async () => {
    await denied(payload.find({ collection: 'users', ...as(alice) }))
    await denied(payload.find({ collection: 'contact-messages', ...as(alice) }))
    const offers = await payload.find({ collection: 'offers', ...as(alice), limit: 100 })
    expect(offers.docs.map((d) => d.id)).not.toContain(ids.draft)
  })
})

describe('staff', () => {
  it('manage everything, drafts included', async () => {
    const offers = await payload.find({
      collection: 'offers',
      ...as(staff),
      draft: true,
      limit: 100,
    })
    expect(offers.docs.map((d) => d.id)).toEqual(
      expect.arrayContaining([ids.published, ids.hidden, ids.draft]),
    )
    const contacts = await payload.find({ collection: 'contacts', ...as(editor) })
    expect(contacts.totalDocs).toBeGreaterThanOrEqual(2)
    const msg = await payload.findByID({
      collection: 'contact-messages',
      id: ids.contactMessage,
      ...as(editor),
    })
    expect(msg.message).toBe('Hi')
    const changed = await payload.update({
      collection: 'actions',
      id: ids.bobAction,
      data: { ac_status: 'in_progress' },
      ...as(editor),
    })
    expect(changed.ac_status).toBe('in_progress')
  })

  it('only administrators manage staff accounts and roles', async () => {
    await denied(
      payload.create({
        collection: 'users',
        data: { email: 'new@belsunce.mc', password: 'Staff-Password-1', role: 'admin' } as never,
        ...as(editor),
      }),
    )
    const made = await payload.create({
      collection: 'users',
      data: { email: 'new@belsunce.mc', password: 'Staff-Password-1', role: 'editor' } as never,
      ...as(staff),
    })
    const self = await payload.update({
      collection: 'users',
      id: (editor as { id: number }).id,
      data: { role: 'admin', name: 'Ed' } as never,
      ...as(editor),
    })
    expect([made.role, self.role, self.name]).toEqual(['editor', 'editor', 'Ed'])
  })
})

describe('secrets', () => {
  const secretKeys = [...AUTH_SECRET_KEYS, '_verificationToken']
  const leaks = (doc: object) =>
    secretKeys.filter((k) => k in doc && (doc as Record<string, unknown>)[k] != null)

  it('are never returned for clients or staff, whoever asks', async () => {
    await payload.update({
      collection: 'contacts',
      id: bob.id,
      data: { loginAttempts: 3 } as never,
    })
    for (const user of [staff, alice, bob]) {
      const docs = (await payload.find({ collection: 'contacts', ...as(user) })).docs
      expect(docs.length).toBeGreaterThan(0)
      for (const doc of docs) expect(leaks(doc)).toEqual([])
    }
    for (const doc of (await payload.find({ collection: 'users', ...as(staff) })).docs)
      expect(leaks(doc)).toEqual([])
    const login = await payload.login({
      collection: 'contacts',
      data: { username: 'alice', password: 'Correct-Horse-1' },
    })
    expect(leaks(login.user ?? {})).toEqual([])
  })
})
