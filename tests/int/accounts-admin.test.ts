import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { initPayload } from '@cms/domain/start/init-payload'
import { setLiveNotifier, type LiveNotice } from '@cms/domain/live/live-notifier'
import type { User } from '@cms/payload-types'
import { makeClient, makeOffer } from '../helpers/factories'

/** What staff see and do in the admin, through the same Local API calls and access rules. */
let payload: Payload
let staff: User & { collection: 'users' }
const notices: Array<[number | string, LiveNotice]> = []

beforeAll(async () => {
  payload = await initPayload()
  staff = {
    ...(await payload.create({
      collection: 'users',
      data: { email: 'agent@belsunce.mc', password: 'Staff-Password-123', role: 'admin' } as User,
    })),
    collection: 'users',
  }
  setLiveNotifier((id, notice) => notices.push([id, notice]))
})
afterAll(async () => {
  setLiveNotifier(null)
  await payload.destroy()
})

const asStaff = () => ({ overrideAccess: false, user: staff }) as const
/** A waiting visit request of a client for an offer, on the first days of a month of 2027. */
const waitingVisit = (client: { id: number }, offer: { id: number }, month = 1) =>
  payload.create({
    collection: 'actions',
    data: {
      contact: client.id,
      offer: offer.id,
      date_start: `2027-0${month}-01`,
      date_end: `2027-0${month}-02`,
      ac_status: 'waiting',
    },
  })

describe('visit requests and messages in the admin', () => {
  it('lists a client’s visit requests and messages on its record, and an offer’s requests on the offer', async () => {
    const c = await makeClient(payload)
    const other = await makeClient(payload)
    const offer = await makeOffer(payload)
    const mine = await waitingVisit(c, offer)
    const theirs = await waitingVisit(other, offer, 2)
    const msg = await payload.create({
      collection: 'messages',
      data: { contact: c.id, subject: 'Bienvenue', body: 'Bonjour' },
      ...asStaff(),
    })

    const record = await payload.findByID({
      collection: 'contacts',
      id: c.id,
      depth: 0,
      ...asStaff(),
    })
    expect(record.visitRequests?.docs).toEqual([mine.id])
    expect(record.messages?.docs).toEqual([msg.id])
    const offerDoc = await payload.findByID({
      collection: 'offers',
      id: offer.id,
      depth: 0,
      ...asStaff(),
    })
    expect([...(offerDoc.visitRequests?.docs ?? [])].sort()).toEqual([mine.id, theirs.id].sort())
  })

  it('hides those lists from the client itself and from the public', async () => {
    const c = await makeClient(payload)
    const offer = await makeOffer(payload)
    await waitingVisit(c, offer)
    const self = await payload.findByID({
      collection: 'contacts',
      id: c.id,
      depth: 0,
      overrideAccess: false,
      user: c,
    })
    expect(self).not.toHaveProperty('visitRequests')
    expect(self).not.toHaveProperty('messages')
    const publicOffer = await payload.findByID({
      collection: 'offers',
      id: offer.id,
      depth: 0,
      overrideAccess: false,
    })
    expect(publicOffer).not.toHaveProperty('visitRequests')
  })

  it('raises a live notice when staff write a message or change a request’s status', async () => {
    const c = await makeClient(payload)
    const offer = await makeOffer(payload)
    const action = await waitingVisit(c, offer)
    notices.length = 0
    const msg = await payload.create({
      collection: 'messages',
      data: { contact: c.id, subject: 'Visite', body: 'Confirmée' },
      ...asStaff(),
    })
    await payload.update({
      collection: 'actions',
      id: action.id,
      data: { ac_status: 'in_progress' },
      ...asStaff(),
    })
    await payload.update({
      collection: 'actions',
      id: action.id,
      data: { ac_status: 'in_progress', ac_comment: 'même statut' },
      ...asStaff(),
    })
    await payload.update({ collection: 'messages', id: msg.id, data: { read: true }, ...asStaff() })
    expect(notices).toEqual([
      [c.id, { kind: 'message', ms_id: msg.id }],
      [c.id, { kind: 'action', ac_id: action.id, ac_status: 'in_progress' }],
    ])
  })

  it('lets staff delete a client who has sessions and pending password links', async () => {
    const c = await makeClient(payload)
    await payload.create({
      collection: 'refresh-tokens',
      data: {
        contact: c.id,
        tokenHash: `h-${c.id}`,
        family: 'f',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'password-challenges',
      data: {
        contact: c.id,
        challengeHash: `c-${c.id}`,
        purpose: 'reset',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'contacts', id: c.id, ...asStaff() })
    expect(
      (
        await payload.count({
          collection: 'contacts',
          where: { id: { equals: c.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('keeps sessions and password links out of reach of clients', async () => {
    const c = await makeClient(payload)
    const asClient = { overrideAccess: false, user: c } as const
    await expect(payload.find({ collection: 'refresh-tokens', ...asClient })).rejects.toMatchObject(
      { status: 403 },
    )
    await expect(
      payload.find({ collection: 'password-challenges', ...asClient }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.find({ collection: 'password-challenges', ...asStaff() }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'refresh-tokens',
        data: { contact: c.id, tokenHash: 'x', family: 'f', expiresAt: new Date().toISOString() },
        ...asStaff(),
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
