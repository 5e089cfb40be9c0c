import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { REPLY_MAX_LENGTH } from '@contract/message-reply'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeClient, staffSession } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { connected, liveSocket } from '../helpers/live'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/** A client answers the agency's message from the client area; staff get it live and by mail. */
const running = useServer()
const sockets: Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

type Signed = Awaited<ReturnType<typeof makeClient>> & { token: string }
let anna: Signed
let boris: Signed
let annaMessage: { id: number; subject: string }
let borisMessage: { id: number; subject: string }

const signedIn = async (over: Parameters<typeof makeClient>[1]): Promise<Signed> => {
  const c = await makeClient(running.payload, over)
  return { ...c, token: (await signIn(running.url, c.login)).accesstoken }
}
const messageTo = async (clientId: number, subject: string) =>
  (await running.payload.create({
    collection: 'messages',
    data: { contact: clientId, subject, body: 'La visite est confirmée mardi à 10 h.' },
  })) as { id: number; subject: string }

beforeAll(async () => {
  anna = await signedIn({ co_firstname: 'Anna', co_name: 'Petrova' })
  boris = await signedIn({ co_firstname: 'Boris', co_name: 'Ivanov' })
  annaMessage = await messageTo(anna.id, 'Votre visite de la villa Mimosa')
  borisMessage = await messageTo(boris.id, 'Votre dossier de location')
})

const reply = (messageId: number | string, body: unknown, token?: string) =>
  call(running.url, 'POST', `/web/1.0/messages/${messageId}/reply`, body, token)
const listMessages = (token: string) =>
  call(running.url, 'GET', '/web/1.0/messages', undefined, token)
const repliesIn = async (where: Record<string, unknown>) =>
  (
    await running.payload.find({
      collection: 'message-replies',
      where: where as never,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const agencyMailsAbout = (text: string) =>
  readOutbox(env().outboxDir).filter((m) => m.to === env().AGENCY_EMAIL && m.text.includes(text))
async function eventually<T>(read: () => T, ok: (v: T) => boolean): Promise<T> {
  let v = read()
  for (let i = 0; i < 200 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 50))
    v = read()
  }
  return v
}

describe('a client reply reaching staff live', () => {
  it('stores the reply, tells the signed-in staff at once, and mails the agency', async () => {
    // The admin's socket: same origin, the staff session's cookie with the handshake.
    const { token } = await staffSession(running.payload)
    const staff = liveSocket(running.url, undefined, {
      cookie: `payload-token=${token}`,
      origin: env().PUBLIC_URL,
    })
    sockets.push(staff)
    await connected(staff)
    const notice = new Promise<Record<string, unknown>>((resolve) =>
      staff.on('staff-notice', (n: Record<string, unknown>) => {
        if (n.kind === 'message-reply') resolve(n)
      }),
    )

    const text = 'Mardi 10 h me convient, merci !\nJe viendrai avec mon épouse.'
    const answer = await reply(annaMessage.id, { text: `  ${text}  ` }, anna.token)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      err: null,
      data: { mr_id: expect.anything(), text, createdAt: expect.any(String) },
    })
    const id = answer.body.data.mr_id

    const [stored] = await repliesIn({ id: { equals: id } })
    expect(stored).toMatchObject({
      message: annaMessage.id,
      contact: anna.id,
      text,
      read_by_staff: false,
    })

    expect(await notice).toEqual({
      kind: 'message-reply',
      id,
      title: 'Réponse d’un client — Anna Petrova — Votre visite de la villa Mimosa',
      url: `${env().PUBLIC_URL}/admin/collections/message-replies/${id}`,
    })

    const mails = await eventually(
      () => agencyMailsAbout(`/admin/collections/message-replies/${id}`),
      (l) => l.length > 0,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('Anna Petrova')
    expect(mails[0].subject).toContain('Votre visite de la villa Mimosa')
    expect(mails[0].text).toContain('Je viendrai avec mon épouse.')
    expect(mails[0].text).toContain(anna.email)
  })

  it('lists the client’s replies under each message, every earlier field unchanged', async () => {
    const first = await reply(annaMessage.id, { text: 'Première réponse' }, anna.token)
    const second = await reply(annaMessage.id, { text: 'Seconde réponse' }, anna.token)
    expect([first.status, second.status]).toEqual([200, 200])

    const listed = await listMessages(anna.token)
    expect(listed.status).toBe(200)
    const [message] = listed.body.data as Array<Record<string, unknown>>
    expect(Object.keys(message).sort()).toEqual([
      'body',
      'createdAt',
      'ms_id',
      'read',
      'replies',
      'subject',
    ])
    expect(message).toMatchObject({
      ms_id: annaMessage.id,
      subject: annaMessage.subject,
      body: 'La visite est confirmée mardi à 10 h.',
      read: false,
    })
    const texts = (message.replies as Array<{ text: string }>).map((r) => r.text)
    expect(texts.slice(-2)).toEqual(['Première réponse', 'Seconde réponse'])
    expect(message.replies).toContainEqual(first.body.data)

    // Another client sees none of them.
    const theirs = (await listMessages(boris.token)).body.data as Array<{ replies: unknown[] }>
    expect(theirs).toEqual([expect.objectContaining({ ms_id: borisMessage.id, replies: [] })])
  })

  it('answers another client’s message, or none, as not found, and stores nothing', async () => {
    const before = (await repliesIn({ message: { equals: borisMessage.id } })).length
    for (const id of [borisMessage.id, 999_999]) {
      const answer = await reply(id, { text: 'Je me permets de répondre' }, anna.token)
      expect(answer.status, String(id)).toBe(404)
      expect(answer.body.err?.code).toBe('not_found')
    }
    expect(await repliesIn({ message: { equals: borisMessage.id } })).toHaveLength(before)
  })

  it('needs a signed-in client', async () => {
    const answer = await reply(annaMessage.id, { text: 'Sans session' })
    expect(answer.status).toBe(401)
    expect(answer.body.err?.code).toBe('unauthenticated')
  })

  it('refuses an empty, blank, missing or too long text, naming the field, and stores nothing', async () => {
    const before = (await repliesIn({ contact: { equals: anna.id } })).length
    for (const body of [
      {},
      { text: '' },
      { text: '   \n ' },
      { text: 42 },
      { text: 'x'.repeat(REPLY_MAX_LENGTH + 1) },
    ]) {
      const answer = await reply(annaMessage.id, body, anna.token)
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(answer.body.err).toMatchObject({ code: 'invalid_input', fields: ['text'] })
    }
    expect(await repliesIn({ contact: { equals: anna.id } })).toHaveLength(before)
    // The longest allowed text is stored whole.
    const longest = 'y'.repeat(REPLY_MAX_LENGTH)
    const kept = await reply(annaMessage.id, { text: longest }, anna.token)
    expect(kept.status).toBe(200)
    expect(kept.body.data.text).toBe(longest)
  })

  it('gives staff the replies under the message they answer; a client reads or writes none directly', async () => {
    const { staff } = await staffSession(running.payload)
    const asStaff = await running.payload.findByID({
      collection: 'messages',
      id: annaMessage.id,
      depth: 0,
      overrideAccess: false,
      user: staff,
    })
    const underMessage = (asStaff.replies?.docs ?? []) as Array<number | string>
    const own = await repliesIn({ message: { equals: annaMessage.id } })
    expect([...underMessage].sort()).toEqual(own.map((r) => r.id).sort())

    const asClient = { overrideAccess: false, user: { ...anna, collection: 'contacts' } } as const
    await expect(
      running.payload.find({ collection: 'message-replies', ...asClient }),
    ).rejects.toThrow()
    await expect(
      running.payload.create({
        collection: 'message-replies',
        data: { message: annaMessage.id, contact: anna.id, text: 'Par la porte de derrière' },
        ...asClient,
      }),
    ).rejects.toThrow()
    const clientsView = await running.payload.findByID({
      collection: 'messages',
      id: annaMessage.id,
      depth: 0,
      ...asClient,
    })
    expect(clientsView.replies).toBeUndefined()
  })
})
