import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import type { AgencyMessage } from '@cms/payload-types'
import { makeAction, makeClient, makeOffer, makeStaff } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { connected, liveSocket } from '../helpers/live'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
const sockets: Socket[] = []
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect()
})

let staff: Awaited<ReturnType<typeof makeStaff>>
let offer: Awaited<ReturnType<typeof makeOffer>>
beforeAll(async () => {
  staff = await makeStaff(running.payload, 'editor')
  offer = await makeOffer(running.payload)
})

const reply = (id: number | string, text: string, user: unknown = staff) =>
  running.payload.update({
    collection: 'actions',
    id,
    data: { reply: text } as never,
    user: user as never,
    overrideAccess: false,
    depth: 0,
  })
/** A client (with the given fields) and a visit request of theirs for the test offer. */
async function visitRequestOf(over: Parameters<typeof makeClient>[1]) {
  const c = await makeClient(running.payload, over)
  const action = await makeAction(running.payload, {
    contact: c.id,
    offer: offer.id,
    date_start: '2027-05-01',
    date_end: '2027-05-02',
  })
  return { c, action }
}
const messagesOf = async (contact: number) =>
  (
    await running.payload.find({
      collection: 'messages',
      where: { contact: { equals: contact } },
      overrideAccess: true,
      pagination: false,
    })
  ).docs as AgencyMessage[]

describe('replying to a client from a visit request', () => {
  it('creates the client message, pushes it live to the client and mails it', async () => {
    const { c, action } = await visitRequestOf({
      co_email_verified: true,
      co_preferences: { lang: 'en' },
    })
    const token = (await signIn(running.url, c.login)).accesstoken
    const socket = liveSocket(running.url, token)
    sockets.push(socket)
    await connected(socket)
    expect(await socket.timeout(5000).emitWithAck('join', { co_id: c.id })).toEqual({ err: null })
    const live = new Promise<Record<string, unknown>>((resolve) => socket.once('message', resolve))

    const saved = await reply(action.id, 'Le propriétaire propose mardi à 10 h.\nBien à vous.')
    expect((saved as unknown as Record<string, unknown>).reply).toBeFalsy()

    const [message] = await messagesOf(c.id)
    expect(message).toMatchObject({
      subject: `Reply to your visit request — ${offer.of_ref}`,
      body: 'Le propriétaire propose mardi à 10 h.\nBien à vous.',
      read: false,
    })
    expect(await live).toEqual({ kind: 'message', ms_id: message.id })

    // The client reads it through the legacy API.
    const listed = await call(running.url, 'GET', '/web/1.0/messages', undefined, token)
    expect(listed.body.data[0]).toMatchObject({ ms_id: message.id, body: message.body })

    const mail = readOutbox(env().outboxDir)
      .filter((m) => m.to === c.email)
      .at(-1)!
    expect(mail.subject).toBe(
      `Reply to your visit request — ${offer.of_ref} · ${env().AGENCY_NAME}`,
    )
    expect(mail.text).toContain('Le propriétaire propose mardi à 10 h.')
    expect(mail.text).toContain(`${env().PUBLIC_URL}/account`)
  })

  it('keeps the message but mails no address the client never proved', async () => {
    const { c, action } = await visitRequestOf({ co_email_verified: false })
    await reply(action.id, 'Bonjour, rappelez-nous.')
    expect(await messagesOf(c.id)).toHaveLength(1)
    expect((await messagesOf(c.id))[0].subject).toBe(
      `Réponse à votre demande de visite — ${offer.of_ref}`,
    )
    expect(readOutbox(env().outboxDir).filter((m) => m.to === c.email)).toHaveLength(0)
  })

  it('sends nothing for an empty reply or an ordinary edit', async () => {
    const { c, action } = await visitRequestOf({ co_email_verified: true })
    await reply(action.id, '   ')
    await running.payload.update({
      collection: 'actions',
      id: action.id,
      data: { ac_status: 'in_progress' },
      user: staff,
      overrideAccess: false,
    })
    expect(await messagesOf(c.id)).toHaveLength(0)
  })

  it('is staff only: a client cannot reply through a visit request', async () => {
    const { c, action } = await visitRequestOf({ co_email_verified: true })
    await expect(reply(action.id, 'Message forgé', c)).rejects.toThrow()
    expect(await messagesOf(c.id)).toHaveLength(0)
  })
})
