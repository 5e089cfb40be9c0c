import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { solveCaptcha } from '../helpers/captcha'
import { sendContactForm } from '../helpers/contact-form'
import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { connected, liveSocket } from '../helpers/live'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
const sockets: Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

let client: { id: number; token: string }
let offer: { id: number; of_slug_fr: string; of_ref: string }
beforeAll(async () => {
  const c = await makeClient(running.payload, { co_firstname: 'Anna', co_name: 'Petrova' })
  client = { id: c.id, token: (await signIn(running.url, c.login)).accesstoken }
  offer = (await makeOffer(running.payload)) as never
})

const agencyMails = (subject: RegExp) =>
  readOutbox(env().outboxDir).filter((m) => m.to === env().AGENCY_EMAIL && subject.test(m.subject))
async function eventually<T>(read: () => T, ok: (v: T) => boolean): Promise<T> {
  let v = read()
  for (let i = 0; i < 100 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 50))
    v = read()
  }
  return v
}

function connect(opts: { token?: string; cookie?: string; origin?: string }): Socket {
  const socket = liveSocket(running.url, opts.token, {
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    origin: opts.origin ?? env().PUBLIC_URL,
  })
  sockets.push(socket)
  return socket
}

const ask = (from = '2027-10-01') =>
  call(
    running.url,
    'POST',
    '/web/1.0/ask',
    {
      offer: offer.of_slug_fr,
      date_start: from,
      date_end: '2027-10-09',
      ac_comment: 'Plutôt le matin',
    },
    client.token,
  )

describe('the agency is told of every new lead by mail', () => {
  it('mails one French notice of a visit request, with its admin link', async () => {
    const asked = await ask('2027-10-02')
    expect(asked.status).toBe(200)
    const id = asked.body.data.ac_id
    const mails = await eventually(
      () =>
        agencyMails(/^Nouvelle demande de visite/).filter((m) =>
          m.text.includes(`/admin/collections/actions/${id}`),
        ),
      (l) => l.length > 0,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('Anna Petrova')
    expect(mails[0].text).toContain(offer.of_ref)
    expect(mails[0].text).toContain('Plutôt le matin')
    expect(mails[0].text).toContain(`${env().PUBLIC_URL}/admin/collections/actions/${id}`)
    // Nothing more arrives later for the same request.
    await new Promise((r) => setTimeout(r, 300))
    expect(
      agencyMails(/^Nouvelle demande de visite/).filter((m) =>
        m.text.includes(`/admin/collections/actions/${id}`),
      ),
    ).toHaveLength(1)
  })

  it('mails one notice of a new client account made on the site, none for a client staff create', async () => {
    const created = await call(running.url, 'POST', '/web/1.0/contacts', {
      co_civility: 'm',
      co_firstname: 'Luca',
      co_name: 'Bianchi',
      co_email1: 'luca.bianchi@example.it',
      co_tel1: '+39 333 1',
      co_country: 'Italie',
      lang: 'it',
      altcha: await solveCaptcha(running.url),
    })
    expect(created.status).toBe(200)
    const id = created.body.data.co_id
    const mails = await eventually(
      () =>
        agencyMails(/^Nouveau compte client/).filter((m) =>
          m.text.includes(`/admin/collections/contacts/${id}`),
        ),
      (l) => l.length > 0,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('luca.bianchi@example.it')

    const { staff } = await staffSession(running.payload)
    const byStaff = await running.payload.create({
      collection: 'contacts',
      data: {
        username: 'made.by.staff',
        email: 'staff.made@example.com',
        password: 'Long-enough-pass-1',
      } as never,
      user: staff,
      overrideAccess: false,
    })
    await new Promise((r) => setTimeout(r, 300))
    expect(
      agencyMails(/^Nouveau compte client/).filter((m) =>
        m.text.includes(`/admin/collections/contacts/${byStaff.id}`),
      ),
    ).toHaveLength(0)
  })

  it('mails a contact message to the agency once, with its admin link', async () => {
    const form = {
      firstname: 'Zoé',
      name: 'Martin',
      country: 'Monaco',
      email: 'zoe@example.com',
      tel: '+377 1',
      message: 'Un studio ?',
    }
    const res = await sendContactForm(running.url, form)
    expect(res.status).toBe(200)
    const stored = (
      await running.payload.find({
        collection: 'contact-messages',
        where: { email: { equals: form.email } },
        overrideAccess: true,
      })
    ).docs[0]
    const mine = () =>
      readOutbox(env().outboxDir).filter(
        (m) => m.to === env().AGENCY_EMAIL && m.text.includes('Un studio ?'),
      )
    await eventually(mine, (l) => l.length > 0)
    await new Promise((r) => setTimeout(r, 300))
    expect(mine()).toHaveLength(1)
    expect(mine()[0].text).toContain(
      `${env().PUBLIC_URL}/admin/collections/contact-messages/${stored.id}`,
    )
  })
})

describe('the signed-in staff get a live notice', () => {
  it('reaches a staff socket, never a client socket, and refuses anonymous or foreign-origin sockets', async () => {
    const { token } = await staffSession(running.payload)
    const staff = connect({ cookie: `payload-token=${token}` })
    await connected(staff)
    const asClient = connect({ token: client.token })
    await connected(asClient)
    let clientGotOne = false
    asClient.onAny(() => (clientGotOne = true))

    // Anonymous, a forged cookie, a client's own (valid) token as the cookie, and staff's cookie sent from another site.
    for (const opts of [
      {},
      { cookie: 'payload-token=forged' },
      { cookie: `payload-token=${client.token}` },
      { cookie: `payload-token=${token}`, origin: 'https://evil.example' },
    ]) {
      const err = await connected(connect(opts)).then(
        () => null,
        (e: Error) => e,
      )
      expect(err?.message).toBe('unauthenticated')
    }
    // A client's token is a client, even if it also carries a staff cookie: no staff room for it.
    const mixed = connect({ token: client.token, cookie: `payload-token=${token}` })
    await connected(mixed)
    let mixedGotOne = false
    mixed.on('staff-notice', () => (mixedGotOne = true))

    const notice = new Promise<Record<string, unknown>>((resolve) =>
      staff.once('staff-notice', resolve),
    )
    const asked = await ask('2027-10-03')
    expect(await notice).toEqual({
      kind: 'visit-request',
      id: asked.body.data.ac_id,
      title: expect.stringMatching(/^Nouvelle demande de visite — Anna Petrova/),
      url: `${env().PUBLIC_URL}/admin/collections/actions/${asked.body.data.ac_id}`,
    })
    await new Promise((r) => setTimeout(r, 200))
    expect(clientGotOne).toBe(false)
    expect(mixedGotOne).toBe(false)
  })
})

describe('a failing notification', () => {
  it('never fails the visitor: the request is stored and answered', async () => {
    const { setStaffNotifier } = await import('@cms/domain/live/staff-notifier')
    setStaffNotifier(() => {
      throw new Error('live channel down')
    })
    // The agency's mail cannot even be queued (the job store is down).
    const payload = running.payload
    const realQueue = payload.jobs.queue
    payload.jobs.queue = (() => Promise.reject(new Error('queue down'))) as never
    try {
      const asked = await ask('2027-10-04')
      expect(asked.status).toBe(200)
      expect(asked.body.err).toBeNull()
      const stored = await payload.findByID({
        collection: 'actions',
        id: asked.body.data.ac_id,
        overrideAccess: true,
      })
      expect(stored.ac_comment).toBe('Plutôt le matin')
      await new Promise((r) => setTimeout(r, 200))
    } finally {
      payload.jobs.queue = realQueue
      setStaffNotifier(null)
    }
  })
})
