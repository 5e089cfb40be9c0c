import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeClient } from '../helpers/factories'
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
let url: string
beforeAll(async () => {
  url = running.url
})

const NEW_PASSWORD = 'Brand-New-Password-42'

/** The reset link of the newest mail sent to an address, split into its parts. */
function lastLinkTo(address: string) {
  const mail = readOutbox(env().outboxDir)
    .filter((m) => m.to === address)
    .at(-1)
  if (!mail) throw new Error(`no mail to ${address}`)
  const m = /(https?:\/\/\S+)\/resetpass\/([^/\s]+)\/([\w-]+)/.exec(mail.text)
  if (!m) throw new Error(`no reset link in ${mail.text}`)
  return { mail, base: m[1], co_id: m[2], challenge: m[3] }
}

describe('password reset by mail', () => {
  it('mails a link /resetpass/{co_id}/{challenge} on PUBLIC_URL that works once and only once', async () => {
    const c = await makeClient(running.payload)
    const asked = await forgetPassword(url, c.login)
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({ err: null })
    const link = lastLinkTo(c.email)
    expect(link.base).toBe(process.env.PUBLIC_URL)
    expect(link.co_id).toBe(String(c.id))
    expect(link.mail.html).toContain(`/resetpass/${c.id}/${link.challenge}`)

    const checked = await checkChallenge(url, link.co_id, link.challenge)
    expect(checked.status).toBe(200)
    expect(checked.body).toEqual({ err: null, data: { challenge: link.challenge } })

    const saved = await resetWithLink(url, link, NEW_PASSWORD)
    expect(saved.status).toBe(200)
    expect(saved.body.err).toBeNull()
    expect((await signIn(url, c.login, NEW_PASSWORD)).data.co_id).toBe(c.id)
    expect(
      (await call(url, 'POST', '/web/1.0/signin', { co_login: c.login, co_password: c.password }))
        .status,
    ).toBe(401)

    // Spent: neither checking nor using the same link works again.
    const again = await resetWithLink(url, link, 'Yet-Another-Password-7')
    expect(again.status).toBe(400)
    expect(again.body.err?.code).toBe('bad_challenge')
    expect((await checkChallenge(url, link.co_id, link.challenge)).body.err?.code).toBe(
      'bad_challenge',
    )
    expect((await signIn(url, c.login, NEW_PASSWORD)).data.co_id).toBe(c.id)
  })

  it('stores only a hash of the challenge', async () => {
    const c = await makeClient(running.payload)
    await forgetPassword(url, c.email)
    const { challenge } = lastLinkTo(c.email)
    const rows = await running.payload.find({
      collection: 'password-challenges',
      where: { contact: { equals: c.id } },
      overrideAccess: true,
    })
    expect(rows.docs).toHaveLength(1)
    expect(JSON.stringify(rows.docs)).not.toContain(challenge)
  })

  it('refuses an expired challenge (older than one hour)', async () => {
    const c = await makeClient(running.payload)
    await forgetPassword(url, c.login)
    const link = lastLinkTo(c.email)
    await running.payload.update({
      collection: 'password-challenges',
      where: { contact: { equals: c.id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await checkChallenge(url, link.co_id, link.challenge)).body.err?.code).toBe(
      'bad_challenge',
    )
    const saved = await resetWithLink(url, link, NEW_PASSWORD)
    expect(saved.status).toBe(400)
    expect(saved.body.err?.code).toBe('bad_challenge')
    expect((await signIn(url, c.login)).data.co_id).toBe(c.id)
  })

  it('keeps only the newest link valid, and binds a challenge to its client', async () => {
    const a = await makeClient(running.payload)
    const b = await makeClient(running.payload)
    await forgetPassword(url, a.login)
    const older = lastLinkTo(a.email)
    await forgetPassword(url, a.login)
    const newer = lastLinkTo(a.email)
    expect(newer.challenge).not.toBe(older.challenge)
    expect((await checkChallenge(url, older.co_id, older.challenge)).body.err?.code).toBe(
      'bad_challenge',
    )
    // A's challenge presented for B changes nothing.
    const crossed = await setNewPassword(url, {
      co_id: b.id,
      challenge: newer.challenge,
      co_password: NEW_PASSWORD,
    })
    expect(crossed.body.err?.code).toBe('bad_challenge')
    expect((await signIn(url, b.login)).data.co_id).toBe(b.id)
    expect((await checkChallenge(url, newer.co_id, newer.challenge)).status).toBe(200)
    expect((await checkChallenge(url, newer.co_id, 'not-a-challenge')).body.err?.code).toBe(
      'bad_challenge',
    )
  })

  it('answers 404 login_not_found for an unknown login, and 400 invalid_input for bad input', async () => {
    const a = await forgetPassword(url, 'nobody.at.all')
    expect(a.status).toBe(404)
    expect(a.body.err?.code).toBe('login_not_found')
    const missing = await forgetPassword(url, undefined)
    expect(missing.status).toBe(400)
    expect(missing.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_login'] })
    const c = await makeClient(running.payload)
    await forgetPassword(url, c.login)
    const link = lastLinkTo(c.email)
    const short = await resetWithLink(url, link, 'short')
    expect(short.status).toBe(400)
    expect(short.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_password'] })
    // The refused attempt did not spend the link.
    expect((await checkChallenge(url, link.co_id, link.challenge)).status).toBe(200)
  })

  it('writes the mail in the asked language, else in the client’s saved one', async () => {
    // A proven address: only such an address is greeted by the first name the client wrote.
    const c = await makeClient(running.payload, {
      co_firstname: 'Lucie',
      co_email_verified: true,
      co_preferences: { lang: 'fr' },
    })
    await forgetPassword(url, c.login)
    expect(lastLinkTo(c.email).mail.subject).toContain('Réinitialisation de votre mot de passe')
    expect(lastLinkTo(c.email).mail.text).toContain('Bonjour Lucie,')
    await forgetPassword(url, c.login, 'it')
    expect(lastLinkTo(c.email).mail.subject).toContain('Reimpostazione della password')
    await forgetPassword(url, c.login, 'ru')
    expect(lastLinkTo(c.email).mail.subject).toContain('Сброс пароля')
  })

  it('unlocks an account locked by failed sign-ins and ends its other sessions', async () => {
    const c = await makeClient(running.payload)
    const before = await signIn(url, c.login)
    for (let i = 0; i < 6; i++)
      await call(url, 'POST', '/web/1.0/signin', {
        co_login: c.login,
        co_password: `bad-password-${i}`,
      })
    expect(
      (await call(url, 'POST', '/web/1.0/signin', { co_login: c.login, co_password: c.password }))
        .status,
    ).toBe(423)
    await forgetPassword(url, c.login)
    const link = lastLinkTo(c.email)
    expect((await resetWithLink(url, link, NEW_PASSWORD)).status).toBe(200)
    expect((await signIn(url, c.login, NEW_PASSWORD)).data.co_id).toBe(c.id)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: before.refreshtoken }))
        .status,
    ).toBe(401)
  })
})

describe('new password without a challenge', () => {
  it('lets a signed-in client change its own password, given the current one, keeping its current session', async () => {
    const c = await makeClient(running.payload)
    const other = await signIn(url, c.login)
    const s = await signIn(url, c.login)
    const saved = await setNewPassword(
      url,
      { co_id: c.id, co_password: NEW_PASSWORD, co_password_current: c.password },
      s.accesstoken,
    )
    expect(saved.status).toBe(200)
    expect((await signIn(url, c.login, NEW_PASSWORD)).data.co_id).toBe(c.id)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: s.refreshtoken })).status,
    ).toBe(200)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: other.refreshtoken })).status,
    ).toBe(401)
  })

  it('answers 401 without a token and 403 for another client’s id', async () => {
    const a = await makeClient(running.payload)
    const b = await makeClient(running.payload)
    const anonymous = await setNewPassword(url, { co_id: a.id, co_password: NEW_PASSWORD })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.err?.code).toBe('unauthenticated')
    const { accesstoken } = await signIn(url, a.login)
    const other = await setNewPassword(
      url,
      { co_id: b.id, co_password: NEW_PASSWORD, co_password_current: b.password },
      accesstoken,
    )
    expect(other.status).toBe(403)
    expect(other.body.err?.code).toBe('forbidden')
    expect((await signIn(url, b.login)).data.co_id).toBe(b.id)
  })
})
