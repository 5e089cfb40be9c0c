import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import type { Client, PasswordChallenge } from '@cms/payload-types'
import { hashSecret } from '@cms/domain/auth/secrets'
import { makeClient, makeStaff } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
let staff: Awaited<ReturnType<typeof makeStaff>>
beforeAll(async () => {
  staff = await makeStaff(running.payload, 'editor')
})

let n = 0
/** A client created by staff with "send an invitation" ticked, as the admin saves it. */
async function invite(over: Partial<Client> = {}) {
  const email = `invited.${++n}@example.com`
  const doc = (await running.payload.create({
    collection: 'contacts',
    data: {
      email,
      co_firstname: 'Hélène',
      co_name: 'Moreau',
      sendInvitation: true,
      ...over,
    } as never,
    user: staff,
    overrideAccess: false,
    depth: 0,
  })) as Client
  const mail = readOutbox(env().outboxDir)
    .filter((m) => m.to === email)
    .at(-1)
  expect(mail, 'the invitation mail').toBeDefined()
  const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail!.text)![1]
  return { doc, email, mail: mail!, code }
}
const subscribe = (body: Record<string, unknown>) =>
  call(running.url, 'POST', '/web/1.0/subscribe', body)
const challenges = async (contact: number) =>
  (
    await running.payload.find({
      collection: 'password-challenges',
      where: { contact: { equals: contact } },
      overrideAccess: true,
      pagination: false,
    })
  ).docs as PasswordChallenge[]

describe('inviting a client', () => {
  it('mails an activation code and the /subscribe link, in French when the language is unknown', async () => {
    const { mail, code } = await invite()
    expect(mail.subject).toMatch(/^L’agence vous a ouvert un espace client/)
    expect(mail.text).toContain('Bonjour Hélène,')
    expect(mail.text).toContain(`${env().PUBLIC_URL}/subscribe?code=${code}`)
    expect(mail.html).toContain(`/subscribe?code=${code}`)
  })

  it('writes in the client’s saved language', async () => {
    const { mail } = await invite({ co_preferences: { lang: 'it' } })
    expect(mail.subject).toMatch(/^L’agenzia Le ha aperto un’area clienti/)
  })

  it('stores only the code’s hash', async () => {
    const { doc, code } = await invite()
    const [row] = await challenges(doc.id)
    expect(row.purpose).toBe('invite')
    expect(row.challengeHash).toBe(hashSecret(code.replace(/-/g, '')))
    expect(JSON.stringify(row)).not.toContain(code)
    expect(JSON.stringify(row)).not.toContain(code.replace(/-/g, ''))
    expect(Date.parse(row.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
  })

  it('refuses an invitation without an e-mail address', async () => {
    const err = await running.payload
      .create({
        collection: 'contacts',
        data: {
          username: 'no.mail',
          password: 'Provisional-pass-1',
          sendInvitation: true,
        } as never,
        user: staff,
        overrideAccess: false,
      })
      .then(
        () => null,
        (e: { data?: { errors?: { path: string; message: string }[] } }) => e,
      )
    expect(err?.data?.errors).toEqual([{ path: 'email', message: expect.stringMatching(/e-mail/) }])
  })

  it('is never sent when a client (not staff) saves', async () => {
    const c = await makeClient(running.payload)
    const before = readOutbox(env().outboxDir).filter((m) => m.to === c.email).length
    await running.payload.update({
      collection: 'contacts',
      id: c.id,
      data: { sendInvitation: true } as never,
      overrideAccess: true,
    })
    expect(readOutbox(env().outboxDir).filter((m) => m.to === c.email).length).toBe(before)
    expect(await challenges(c.id)).toHaveLength(0)
  })
})

describe('POST /web/1.0/subscribe', () => {
  it('lets the invited client choose its login and password, and signs it in', async () => {
    const { doc, code, email } = await invite()
    // Typed by hand: lower case and spaces instead of dashes.
    const res = await subscribe({
      code: code.toLowerCase().replace(/-/g, ' '),
      co_login: 'Helene.Moreau',
      co_password: 'Choisi-par-Helene-1',
    })
    expect(res.status).toBe(200)
    expect(res.body.err).toBeNull()
    expect(res.body.accesstoken).toMatch(/^eyJ/)
    expect(res.body.refreshtoken).toBeTruthy()
    expect(res.body.data).toMatchObject({
      co_id: doc.id,
      co_login: 'helene.moreau',
      co_email1: email,
    })
    const me = await call(running.url, 'GET', '/web/1.0/me', undefined, res.body.accesstoken)
    expect(me.body.data.co_id).toBe(doc.id)
    // The chosen password signs in, and the mailed address now counts as verified.
    expect((await signIn(running.url, 'helene.moreau', 'Choisi-par-Helene-1')).data.co_id).toBe(
      doc.id,
    )
    expect(
      (
        (await running.payload.findByID({
          collection: 'contacts',
          id: doc.id,
          overrideAccess: true,
        })) as Client
      ).co_email_verified,
    ).toBe(true)

    // Single use.
    const again = await subscribe({
      code,
      co_login: 'someone.else',
      co_password: 'Another-Password-1',
    })
    expect(again.status).toBe(400)
    expect(again.body.err?.code).toBe('bad_code')
  })

  it('refuses an expired code', async () => {
    const { doc, code } = await invite()
    const [row] = await challenges(doc.id)
    await running.payload.update({
      collection: 'password-challenges',
      id: row.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const res = await subscribe({
      code,
      co_login: 'late.client',
      co_password: 'Too-late-Password-1',
    })
    expect(res.status).toBe(400)
    expect(res.body.err).toMatchObject({ code: 'bad_code', fields: ['code'] })
  })

  it('refuses a wrong or malformed code, and only the latest invitation works', async () => {
    const first = await invite()
    const second = await running.payload.update({
      collection: 'contacts',
      id: first.doc.id,
      data: { sendInvitation: true } as never,
      user: staff,
      overrideAccess: false,
    })
    expect(second.id).toBe(first.doc.id)
    const old = await subscribe({
      code: first.code,
      co_login: 'first.code',
      co_password: 'Old-code-Password-1',
    })
    expect(old.body.err?.code).toBe('bad_code')
    for (const code of ['0000-0000-0000-0000', 'not a code', '<script>']) {
      const res = await subscribe({
        code,
        co_login: 'guess.login',
        co_password: 'Guessing-Password-1',
      })
      expect(res.status).toBe(400)
      expect(res.body.err?.code).toBe('bad_code')
    }
  })

  it('keeps the code when the login is taken or the password too short', async () => {
    const taken = await makeClient(running.payload)
    const { code } = await invite()
    const busy = await subscribe({ code, co_login: taken.login, co_password: 'Fine-Password-12' })
    expect(busy.status).toBe(409)
    expect(busy.body.err).toMatchObject({ code: 'login_exists', fields: ['co_login'] })
    // Another person's address is refused as such, whether or not it is registered.
    const byMail = await subscribe({ code, co_login: taken.email, co_password: 'Fine-Password-12' })
    expect(byMail.status).toBe(400)
    expect(byMail.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_login'] })
    const short = await subscribe({ code, co_login: 'short.pass', co_password: 'short' })
    expect(short.status).toBe(400)
    expect(short.body.err?.fields).toEqual(['co_password'])
    const ok = await subscribe({ code, co_login: 'finally.mine', co_password: 'Fine-Password-12' })
    expect(ok.status).toBe(200)
  })
})
