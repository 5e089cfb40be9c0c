import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import type { Client } from '@cms/payload-types'
import { findValidChallenge } from '@cms/domain/auth/reset-challenges'
import { makeClient, makeStaff } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import {
  checkChallenge,
  forgetPassword,
  resetWithLink,
  setNewPassword,
} from '../helpers/password-routes'
import { noMailCooldown } from '../helpers/no-mail-cooldown'
import { useServer } from '../helpers/server'

noMailCooldown()

const running = useServer()
let staff: Awaited<ReturnType<typeof makeStaff>>
beforeAll(async () => {
  staff = await makeStaff(running.payload, 'editor')
})

const NEW_PASSWORD = 'Taken-Over-Password-9'

const mailsTo = (address: string) => readOutbox(env().outboxDir).filter((m) => m.to === address)

/** The client id and challenge of the newest link mailed to an address (reset, welcome or verification). */
function lastLinkTo(address: string) {
  const mail = mailsTo(address).at(-1)
  if (!mail) throw new Error(`no mail to ${address}`)
  const m = /\/(\d+)\/([\w-]{43})(?![\w-])/.exec(mail.text)
  if (!m) throw new Error(`no link in ${mail.text}`)
  return { mail, co_id: m[1], challenge: m[2] }
}

const forget = (co_login: string) => forgetPassword(running.url, co_login)
const check = (co_id: string, challenge: string) => checkChallenge(running.url, co_id, challenge)
const setPassword = (body: Record<string, unknown>, token?: string) =>
  setNewPassword(running.url, body, token)
/** The new password NEW_PASSWORD set from a mailed link. */
const takeOver = (link: { co_id: string; challenge: string }) =>
  resetWithLink(running.url, link, NEW_PASSWORD)
/** An invited client's activation: its code, with the login and password it chooses. */
const activate = (code: string, co_login: string, co_password: string) =>
  call(running.url, 'POST', '/web/1.0/subscribe', { code, co_login, co_password })
const changeAddress = (address: string, token: string) =>
  call(running.url, 'PUT', '/web/1.0/me', { co_email1: address }, token)
const signsIn = async (login: string, password: string) =>
  (await call(running.url, 'POST', '/web/1.0/signin', { co_login: login, co_password: password }))
    .status === 200

let n = 0
/** A client invited by staff: its activation code, read from the mail. */
async function invite() {
  const email = `invited.sec.${++n}@example.com`
  const doc = (await running.payload.create({
    collection: 'contacts',
    data: { email, co_firstname: 'Hélène', co_name: 'Moreau', sendInvitation: true } as never,
    user: staff,
    overrideAccess: false,
    depth: 0,
  })) as Client
  const code = /([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
    mailsTo(email).at(-1)!.text,
  )![1]
  return { doc, email, code }
}

describe('a mailed challenge serves only its own purpose and address', () => {
  it('a verification link mailed to a typo or shared mailbox cannot set the password (account takeover)', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const shared = `shared.${c.id}@example.org`
    expect((await changeAddress(shared, accesstoken)).status).toBe(200)
    const link = lastLinkTo(shared)
    expect(link.mail.subject).toMatch(/Confirm your e-mail address/)

    expect((await check(link.co_id, link.challenge)).body.err?.code).toBe('bad_challenge')
    const taken = await takeOver(link)
    expect(taken.status).toBe(400)
    expect(taken.body.err?.code).toBe('bad_challenge')
    expect(await signsIn(c.login, NEW_PASSWORD)).toBe(false)
    expect(await signsIn(c.login, c.password)).toBe(true)
    // The verification link itself still works for what it was mailed for.
    expect(
      (await findValidChallenge(running.payload, link.co_id, link.challenge, ['verify'])).purpose,
    ).toBe('verify')
  })

  it('a password link cannot verify an address', async () => {
    const c = await makeClient(running.payload)
    await forget(c.login)
    const link = lastLinkTo(c.email)
    await expect(
      findValidChallenge(running.payload, link.co_id, link.challenge, ['verify']),
    ).rejects.toMatchObject({ code: 'bad_challenge' })
    expect((await check(link.co_id, link.challenge)).status).toBe(200)
  })

  it('a reset link mailed to an address the client has since left no longer sets the password (old mailbox takes the account)', async () => {
    const c = await makeClient(running.payload)
    await forget(c.login)
    const link = lastLinkTo(c.email)
    const { accesstoken } = await signIn(running.url, c.login)
    expect((await changeAddress(`moved.${c.id}@example.org`, accesstoken)).status).toBe(200)
    expect((await check(link.co_id, link.challenge)).body.err?.code).toBe('bad_challenge')
    const taken = await takeOver(link)
    expect(taken.body.err?.code).toBe('bad_challenge')
    expect(await signsIn(c.login, c.password)).toBe(true)
  })

  it('stores the address a challenge was mailed to', async () => {
    const c = await makeClient(running.payload)
    await forget(c.login)
    const rows = await running.payload.find({
      collection: 'password-challenges',
      where: { contact: { equals: c.id } },
      overrideAccess: true,
    })
    expect(rows.docs.map((r) => r.sentTo)).toEqual([c.email])
  })
})

describe('a login is never another person’s address', () => {
  it('an invited client cannot take someone else’s e-mail as its login (login squatting)', async () => {
    const { code, email } = await invite()
    const squat = await activate(code, 'victim@example.net', 'Squatter-Password-1')
    expect(squat.status).toBe(400)
    expect(squat.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_login'] })
    // The code is not spent, and the client's own address is a fine login.
    const own = await activate(code, email.toUpperCase(), 'Own-Address-Password-1')
    expect(own.status).toBe(200)
    expect(own.body.data.co_login).toBe(email)
  })

  it('a login that was the old address follows a change of address, so the old address is not held (login squatting)', async () => {
    const victim = `victim.${Date.now()}@example.net`
    const squatter = await makeClient(running.payload, { username: victim, email: victim })
    const { accesstoken } = await signIn(running.url, victim)
    const own = `squatter.${squatter.id}@example.org`
    const moved = await changeAddress(own, accesstoken)
    expect(moved.status).toBe(200)
    expect(moved.body.data).toMatchObject({ co_email1: own, co_login: own })
    // The victim's "forgot password" reaches nobody else's account.
    expect((await forget(victim)).status).toBe(404)
    expect(await signsIn(own, squatter.password)).toBe(true)
  })

  it('a login without @ is kept when the address changes', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const moved = await changeAddress(`kept.${c.id}@example.org`, accesstoken)
    expect(moved.body.data.co_login).toBe(c.login)
  })
})

describe('challenges of different kinds do not replace each other', () => {
  it('an anonymous "forgot password" does not cancel a pending activation code', async () => {
    const { code, email } = await invite()
    expect((await forget(email)).status).toBe(200)
    const activated = await activate(code, `chosen.${n}`, 'Chosen-Password-12')
    expect(activated.status).toBe(200)
    expect(activated.body.err).toBeNull()
  })

  it('a client not yet activated can set a password from a reset link, and its code still works after', async () => {
    const { code, email } = await invite()
    await forget(email)
    const link = lastLinkTo(email)
    expect((await takeOver(link)).status).toBe(200)
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true)
    const activated = await activate(code, `later.${n}`, 'Chosen-Later-Password-1')
    expect(activated.status).toBe(200)
  })

  it('a new invitation replaces the earlier one but not a reset link', async () => {
    const { doc, email, code } = await invite()
    await forget(email)
    const link = lastLinkTo(email)
    await running.payload.update({
      collection: 'contacts',
      id: doc.id,
      data: { sendInvitation: true } as never,
      user: staff,
      overrideAccess: false,
    })
    expect((await activate(code, `old.code.${n}`, 'Old-Code-Password-1')).body.err?.code).toBe(
      'bad_code',
    )
    expect((await check(link.co_id, link.challenge)).status).toBe(200)
  })
})

describe('changing the password while signed in', () => {
  it('an access token alone cannot change the password: the current one is required (stolen token takes the account)', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const bare = await setPassword({ co_id: c.id, co_password: NEW_PASSWORD }, accesstoken)
    expect(bare.status).toBe(400)
    expect(bare.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_password_current'] })
    const wrong = await setPassword(
      { co_id: c.id, co_password: NEW_PASSWORD, co_password_current: 'Not-The-Password-1' },
      accesstoken,
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_password_current'] })
    expect(await signsIn(c.login, NEW_PASSWORD)).toBe(false)

    const right = await setPassword(
      { co_id: c.id, co_password: NEW_PASSWORD, co_password_current: c.password },
      accesstoken,
    )
    expect(right.status).toBe(200)
    expect(await signsIn(c.login, NEW_PASSWORD)).toBe(true)
  })

  it('wrong current passwords count towards the account’s lock, as wrong sign-ins do', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    for (let i = 0; i < 5; i++)
      await setPassword(
        { co_id: c.id, co_password: NEW_PASSWORD, co_password_current: `Guess-number-${i}` },
        accesstoken,
      )
    const locked = await setPassword(
      { co_id: c.id, co_password: NEW_PASSWORD, co_password_current: c.password },
      accesstoken,
    )
    expect(locked.status).toBe(423)
    expect(await signsIn(c.login, c.password)).toBe(false)
  })
})

describe('POST /web/1.0/autosignin with the access token alone', () => {
  it('answers as the specification says, without ever extending the token’s life (stolen token kept alive)', async () => {
    const c = await makeClient(running.payload)
    const s = await signIn(running.url, c.login)
    const presentedExp = decodeJwt(s.accesstoken).exp!
    // A fresh token signed a second later would outlive the presented one.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const renewed = await call(running.url, 'POST', '/web/1.0/autosignin', {
      accesstoken: s.accesstoken,
    })
    expect(renewed.status).toBe(200)
    expect(renewed.body.err).toBeNull()
    expect(renewed.body.data.co_id).toBe(c.id)
    expect(renewed.body).not.toHaveProperty('refreshtoken')
    expect(decodeJwt(renewed.body.accesstoken).exp!).toBeLessThanOrEqual(presentedExp)
    expect(
      (await call(running.url, 'GET', '/web/1.0/me', undefined, renewed.body.accesstoken)).body.data
        .co_id,
    ).toBe(c.id)
    // From the header too, as the site sends it.
    const fromHeader = await call(running.url, 'POST', '/web/1.0/autosignin', {}, s.accesstoken)
    expect(fromHeader.status).toBe(200)
    expect(decodeJwt(fromHeader.body.accesstoken).exp!).toBeLessThanOrEqual(presentedExp)
    // Renewing beyond the presented token's life still needs the refresh token.
    const full = await call(running.url, 'POST', '/web/1.0/autosignin', {
      accesstoken: s.accesstoken,
      refreshtoken: s.refreshtoken,
    })
    expect(decodeJwt(full.body.accesstoken).exp!).toBeGreaterThan(presentedExp)
  })

  it('is refused once the session is revoked', async () => {
    const c = await makeClient(running.payload)
    const s = await signIn(running.url, c.login)
    await call(running.url, 'POST', '/web/1.0/signout', { refreshtoken: s.refreshtoken })
    const refused = await call(running.url, 'POST', '/web/1.0/autosignin', {
      accesstoken: s.accesstoken,
    })
    expect(refused.status).toBe(401)
    expect(refused.body.err?.code).toBe('unauthenticated')
  })
})
