import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'

import { makeClient, makeOffer } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { connected, liveSocket } from '../helpers/live'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

type Client = { id: number; token: string }
const running = useServer()
let alice: Client, bob: Client
const sockets: Socket[] = []

beforeAll(async () => {
  const a = await makeClient(running.payload)
  const b = await makeClient(running.payload)
  alice = { id: a.id, token: (await signIn(running.url, a.login)).accesstoken }
  bob = { id: b.id, token: (await signIn(running.url, b.login)).accesstoken }
})
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

function connect(token?: string): Socket {
  const socket = liveSocket(running.url, token)
  sockets.push(socket)
  return socket
}
const join = (s: Socket, co_id: unknown, event = 'join') =>
  s.timeout(5000).emitWithAck(event, { co_id }) as Promise<{ err: null | { code: string } }>
const nextMessage = (s: Socket) =>
  new Promise<Record<string, unknown>>((resolve) => s.once('message', resolve))

async function joined(client: Client) {
  const s = connect(client.token)
  await connected(s)
  expect(await join(s, client.id)).toEqual({ err: null })
  return s
}

const staffMessage = (contact: number, subject: string) =>
  running.payload.create({ collection: 'messages', data: { contact, subject, body: 'Bonjour' } })

describe('live channel handshake and rooms', () => {
  it('refuses a socket without a valid access token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const err = await connected(connect(token)).then(
        () => null,
        (e: Error) => e,
      )
      expect(err?.message).toBe('unauthenticated')
    }
  })

  it('joins a client only to its own room', async () => {
    const s = connect(alice.token)
    await connected(s)
    expect(await join(s, alice.id)).toEqual({ err: null })
    expect(await join(s, String(alice.id))).toEqual({ err: null })
    expect(await join(s, bob.id)).toEqual({
      err: { code: 'forbidden', message: expect.any(String) },
    })
    expect(await join(s, undefined)).toMatchObject({ err: { code: 'forbidden' } })
    expect(await join(s, bob.id, 'unjoin')).toMatchObject({ err: { code: 'forbidden' } })
    // Without an acknowledgement callback the refusal arrives as an `error` event.
    const refused = new Promise((resolve) => s.once('error', resolve))
    s.emit('join', { co_id: bob.id })
    expect(await refused).toMatchObject({ err: { code: 'forbidden' } })
  })
})

describe('live notices', () => {
  it('tells a client when staff write to it, and nobody else', async () => {
    const a = await joined(alice)
    const b = await joined(bob)
    const forAlice = nextMessage(a)
    const forBob = nextMessage(b)
    const toAlice = await staffMessage(alice.id, 'Votre visite')
    expect(await forAlice).toEqual({ kind: 'message', ms_id: toAlice.id })
    // Bob's first notice is his own message, not Alice's (notices keep their order on a socket).
    const toBob = await staffMessage(bob.id, 'Votre dossier')
    expect(await forBob).toEqual({ kind: 'message', ms_id: toBob.id })
  })

  it('tells a client when the status of one of its visit requests changes, and not for other edits', async () => {
    const offer = await makeOffer(running.payload)
    const asked = await call(
      running.url,
      'POST',
      '/web/1.0/ask',
      { offer: offer.of_slug_fr, date_start: '2027-09-01', date_end: '2027-09-02' },
      alice.token,
    )
    const a = await joined(alice)
    const first = nextMessage(a)
    await running.payload.update({
      collection: 'actions',
      id: asked.body.data.ac_id,
      data: { ac_comment: 'Rappeler le client' },
    })
    await running.payload.update({
      collection: 'actions',
      id: asked.body.data.ac_id,
      data: { ac_status: 'accepted' },
    })
    expect(await first).toEqual({
      kind: 'action',
      ac_id: asked.body.data.ac_id,
      ac_status: 'accepted',
    })
  })

  it('stops after unjoin, and does not echo a client marking its own message read', async () => {
    const a = await joined(alice)
    const msg = await staffMessage(alice.id, 'À lire')
    await call(running.url, 'POST', `/web/1.0/messages/${msg.id}/read`, undefined, alice.token)
    const afterRead = nextMessage(a)
    const later = await staffMessage(alice.id, 'Suivant')
    expect(await afterRead).toEqual({ kind: 'message', ms_id: later.id })

    expect(await join(a, alice.id, 'unjoin')).toEqual({ err: null })
    const other = await joined(alice)
    const seenByOther = nextMessage(other)
    let leftSocketGotOne = false
    a.on('message', () => (leftSocketGotOne = true))
    const last = await staffMessage(alice.id, 'Dernier')
    expect(await seenByOther).toEqual({ kind: 'message', ms_id: last.id })
    // The joined socket got the notice; the one that left had as long to receive it, and did not.
    await new Promise((r) => setTimeout(r, 200))
    expect(leftSocketGotOne).toBe(false)
  })
})

describe('saving without a live channel', () => {
  it('never fails a save when the notifier throws', async () => {
    const { setLiveNotifier } = await import('@cms/domain/live/live-notifier')
    setLiveNotifier(() => {
      throw new Error('socket server down')
    })
    try {
      const msg = await staffMessage(alice.id, 'Toujours enregistré')
      expect((await running.payload.findByID({ collection: 'messages', id: msg.id })).subject).toBe(
        'Toujours enregistré',
      )
    } finally {
      setLiveNotifier(null)
    }
    const msg = await staffMessage(alice.id, 'Sans canal')
    expect(msg.id).toBeDefined()
  })
})
