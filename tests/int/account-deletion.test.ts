import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { clientWithRecords } from '../helpers/client-records'
import { makeClient } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { connected, liveSocket } from '../helpers/live'
import { noMailCooldown } from '../helpers/no-mail-cooldown'
import { useServer } from '../helpers/server'

noMailCooldown()

/** A client deletes its own account: what goes, what the agency keeps without the person, and the session's end. */
const running = useServer()

const deleteMe = (body: unknown, token?: string) =>
  call(running.url, 'POST', '/web/1.0/me/delete', body, token)
const me = async (token: string) =>
  (await call(running.url, 'GET', '/web/1.0/me', undefined, token)).status
const byId = <
  C extends
    | 'actions'
    | 'messages'
    | 'message-replies'
    | 'contact-messages'
    | 'valuation-requests'
    | 'contacts',
>(
  collection: C,
  id: number | string,
) =>
  running.payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
const count = async (
  collection: 'saved-searches' | 'refresh-tokens' | 'password-challenges',
  where: Record<string, unknown>,
) =>
  (await running.payload.count({ collection, where: where as never, overrideAccess: true }))
    .totalDocs

describe('deleting one’s own account', () => {
  it('needs a signed-in client', async () => {
    const answer = await deleteMe({ co_password: 'whatever-it-is' })
    expect(answer.status).toBe(401)
    expect(answer.body.err?.code).toBe('unauthenticated')
  })

  it('refuses a missing or wrong password, naming the field, and deletes nothing', async () => {
    const { client } = await clientWithRecords(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    for (const body of [{}, { co_password: '' }, { co_password: 'Not-The-Password-1' }]) {
      const refused = await deleteMe(body, accesstoken)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_password'] })
    }
    expect(await byId('contacts', client.id)).toMatchObject({ id: client.id })
    expect(await count('saved-searches', { client: { equals: client.id } })).toBe(2)
    expect(await me(accesstoken)).toBe(200)
  })

  it('erases the account and what only it held, ends its sessions and closes its live socket', async () => {
    const { client } = await clientWithRecords(running.payload)
    const session = await signIn(running.url, client.login)
    const other = await signIn(running.url, client.login)
    const socket = liveSocket(running.url, session.accesstoken)
    await connected(socket)
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
    try {
      const answer = await deleteMe({ co_password: client.password }, other.accesstoken)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ err: null, data: { deleted: true } })
      const timedOut = new Promise<string>((r) => setTimeout(() => r('still open'), 5_000))
      expect(await Promise.race([closed, timedOut])).toBe('io server disconnect')
    } finally {
      socket.close()
    }

    expect(await byId('contacts', client.id)).toBeNull()
    expect(await count('saved-searches', { client: { equals: client.id } })).toBe(0)
    for (const s of [session, other]) {
      expect(
        await count('refresh-tokens', { family: { equals: decodeJwt(s.accesstoken).sfam } }),
      ).toBe(0)
      expect(await me(s.accesstoken)).toBe(401)
      const renewal = await call(running.url, 'POST', '/web/1.0/autosignin', {
        refreshtoken: s.refreshtoken,
      })
      expect(renewal.status).toBe(401)
    }
    const again = await call(running.url, 'POST', '/web/1.0/signin', {
      co_login: client.login,
      co_password: client.password,
    })
    expect(again.status).toBe(401)
    await expect(connected(liveSocket(running.url, session.accesstoken))).rejects.toThrow(
      'unauthenticated',
    )
  })

  it('keeps visit requests, messages, replies and valuation requests with their dates and offer or property, without the person', async () => {
    const { client, offer, visit, fromAgency, reply, sent, valuation, type } =
      await clientWithRecords(running.payload)
    // Another client's records, in the same mailbox domain, are none of this deletion's business.
    const bystander = await clientWithRecords(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    const today = new Date().toISOString().slice(0, 10)
    expect((await deleteMe({ co_password: client.password }, accesstoken)).status).toBe(200)

    const keptVisit = await byId('actions', visit.id)
    expect(keptVisit).toMatchObject({
      offer: offer.id,
      date_start: '2027-03-01',
      date_end: '2027-03-03',
      ac_status: 'waiting',
      createdAt: visit.createdAt,
    })
    expect(keptVisit?.contact ?? null).toBeNull()
    expect(keptVisit?.ac_comment ?? null).toBeNull()
    expect(keptVisit?.account_deleted_at?.slice(0, 10)).toBe(today)

    const keptMessage = await byId('messages', fromAgency.id)
    expect(keptMessage).toMatchObject({
      subject: fromAgency.subject,
      createdAt: fromAgency.createdAt,
    })
    expect(keptMessage?.contact ?? null).toBeNull()
    expect(keptMessage?.account_deleted_at?.slice(0, 10)).toBe(today)

    const keptReply = await byId('message-replies', reply.id)
    expect(keptReply).toMatchObject({ message: fromAgency.id, createdAt: reply.createdAt })
    expect(keptReply?.contact ?? null).toBeNull()
    expect(keptReply?.text ?? null).toBeNull()
    expect(keptReply?.account_deleted_at?.slice(0, 10)).toBe(today)

    const keptSent = await byId('contact-messages', sent.id)
    expect(keptSent).toMatchObject({ country: 'Monaco', createdAt: sent.createdAt })
    for (const field of ['firstname', 'name', 'email', 'tel', 'message'] as const)
      expect(keptSent?.[field] ?? null, field).toBeNull()
    expect(keptSent?.account_deleted_at?.slice(0, 10)).toBe(today)

    // The property to value stays, not who asked nor where it stands.
    const keptValuation = await byId('valuation-requests', valuation.id)
    expect(keptValuation).toMatchObject({
      district: 'larvotto',
      type: type.id,
      surface: 84,
      createdAt: valuation.createdAt,
    })
    for (const field of ['firstname', 'name', 'email', 'tel', 'message', 'address'] as const)
      expect(keptValuation?.[field] ?? null, field).toBeNull()
    expect(keptValuation?.account_deleted_at?.slice(0, 10)).toBe(today)
    // Nothing of the person is left in what the agency keeps.
    const kept = JSON.stringify([keptVisit, keptMessage, keptReply, keptSent, keptValuation])
    for (const trace of [
      client.email,
      client.email.toUpperCase(),
      client.co_name!,
      client.login,
      '+377 99 12 34 56',
      'rue du Portier',
    ])
      expect(kept).not.toContain(trace)

    // The bystander keeps everything.
    expect(await byId('contacts', bystander.client.id)).toMatchObject({
      email: bystander.client.email,
    })
    expect(await byId('actions', bystander.visit.id)).toMatchObject({
      contact: bystander.client.id,
      ac_comment: bystander.visit.ac_comment,
    })
    expect(await byId('messages', bystander.fromAgency.id)).toMatchObject({
      contact: bystander.client.id,
    })
    expect(await byId('message-replies', bystander.reply.id)).toMatchObject({
      contact: bystander.client.id,
      text: bystander.reply.text,
    })
    expect(await byId('contact-messages', bystander.sent.id)).toMatchObject({
      email: bystander.sent.email,
      message: bystander.sent.message,
    })
    expect(await byId('valuation-requests', bystander.valuation.id)).toMatchObject({
      email: bystander.valuation.email,
      address: bystander.valuation.address,
    })
    expect(await count('saved-searches', { client: { equals: bystander.client.id } })).toBe(2)
  })

  it('leaves alone what an address nobody proved sent: the account may not be its owner', async () => {
    const { client, sent, valuation } = await clientWithRecords(running.payload, {
      co_email_verified: false,
    })
    const { accesstoken } = await signIn(running.url, client.login)
    expect((await deleteMe({ co_password: client.password }, accesstoken)).status).toBe(200)
    expect(await byId('valuation-requests', valuation.id)).toMatchObject({
      email: valuation.email,
      message: valuation.message,
    })
    expect(await byId('contact-messages', sent.id)).toMatchObject({
      email: sent.email,
      message: sent.message,
    })
    expect(await byId('contacts', client.id)).toBeNull()
  })

  it('mails a confirmation to the address, in the language asked', async () => {
    const verified = await makeClient(running.payload, { co_email_verified: true })
    const unproven = await makeClient(running.payload)
    for (const [c, lang] of [
      [verified, 'fr'],
      [unproven, 'it'],
    ] as const) {
      const { accesstoken } = await signIn(running.url, c.login)
      expect((await deleteMe({ co_password: c.password, lang }, accesstoken)).status).toBe(200)
    }
    const mailTo = (address: string) => {
      const mail = readOutbox(env().outboxDir).find((m) => m.to === address)
      if (!mail) throw new Error(`no mail to ${address}`)
      return mail
    }
    const french = mailTo(verified.email)
    expect(french.subject).toContain('Votre compte client a été supprimé')
    expect(french.text).toContain(`Bonjour ${verified.co_firstname},`)
    expect(french.text).toContain('votre compte client a été supprimé le')
    expect(french.html).toContain('sans votre nom ni vos coordonnées')
    const italian = mailTo(unproven.email)
    expect(italian.subject).toContain('Il Suo account cliente è stato eliminato')
    // An address nobody proved is not greeted with the name typed beside it.
    expect(italian.text).not.toContain(unproven.co_firstname!)
  })
})
