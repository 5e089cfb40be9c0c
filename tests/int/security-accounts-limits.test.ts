import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { findValidChallenge } from '@cms/domain/auth/reset-challenges'
import { makeClient } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

// The production limits and cool-downs.
delete process.env.RATE_LIMIT_SCALE
delete process.env.RESET_MAIL_COOLDOWN_S

const running = useServer()

const PHISHING = 'Your account is blocked, pay at http://evil.example/pay'
const mailsTo = (addresses: string[]) =>
  readOutbox(env().outboxDir).filter((m) => addresses.includes(m.to))

describe('mails to an address nobody has proven', () => {
  it('carry no text the client wrote (phishing from the agency’s sender)', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const target = `target.${c.id}@example.org`
    const changed = await call(
      running.url,
      'PUT',
      '/web/1.0/me',
      { co_firstname: PHISHING, co_email1: target },
      accesstoken,
    )
    expect(changed.status).toBe(200)
    const [verification] = mailsTo([target])
    expect(verification.subject).toMatch(/Confirm your e-mail address/)
    expect(
      `${verification.subject}\n${verification.text}\n${verification.html ?? ''}`,
    ).not.toContain('evil.example')

    // A reset asked for that account goes to the same unproven address.
    expect(
      (await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', { co_login: c.login }))
        .status,
    ).toBe(200)
    const reset = mailsTo([target]).at(-1)!
    expect(reset.text).toMatch(/\/resetpass\//)
    expect(`${reset.subject}\n${reset.text}\n${reset.html ?? ''}`).not.toContain('evil.example')
  })

  it('a proven address is still greeted by the client’s name', async () => {
    const c = await makeClient(running.payload, {
      co_firstname: 'Lucie',
      co_email_verified: true,
      co_preferences: { lang: 'fr' },
    })
    await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', { co_login: c.login })
    expect(mailsTo([c.email]).at(-1)!.text).toContain('Bonjour Lucie,')
  })
})

describe('PUT /web/1.0/me', () => {
  it(
    'a verification link mailed to a first new address cannot verify the second one, whose own mail was ' +
      'held back (unproven address marked verified)',
    async () => {
      const c = await makeClient(running.payload)
      const { accesstoken } = await signIn(running.url, c.login)
      const first = `first.${c.id}@example.org`
      const second = `second.${c.id}@example.org`
      await call(running.url, 'PUT', '/web/1.0/me', { co_email1: first }, accesstoken)
      const link = /\/(\d+)\/([\w-]{43})(?![\w-])/.exec(mailsTo([first])[0].text)!
      expect((await findValidChallenge(running.payload, link[1], link[2], ['verify'])).sentTo).toBe(
        first,
      )
      expect(
        (await call(running.url, 'PUT', '/web/1.0/me', { co_email1: second }, accesstoken)).status,
      ).toBe(200)
      expect(mailsTo([second])).toHaveLength(0)
      await expect(
        findValidChallenge(running.payload, link[1], link[2], ['verify']),
      ).rejects.toMatchObject({ code: 'bad_challenge' })
    },
  )

  it('cannot flood mailboxes: one verification mail per account within the cool-down, and a rate limit (mail bombing)', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const addresses = Array.from({ length: 12 }, (_, i) => `flood.${c.id}.${i}@example.org`)
    const answers = []
    for (const address of addresses)
      answers.push(
        await call(running.url, 'PUT', '/web/1.0/me', { co_email1: address }, accesstoken),
      )
    const statuses = answers.map((a) => a.status)
    expect(statuses).toContain(429)
    expect(answers.find((a) => a.status === 429)!.body.err?.code).toBe('rate_limited')
    const accepted = answers.filter((a) => a.status === 200)
    expect(accepted.length).toBeGreaterThan(1)
    // Every accepted change is saved and answered alike; only the first one is mailed.
    for (const [i, a] of accepted.entries()) expect(a.body.data.co_email1).toBe(addresses[i])
    expect(mailsTo(addresses).map((m) => m.to)).toEqual([addresses[0]])
  })
})

describe('POST /api/1.0/signin/forgetpassword/newpassword without a challenge', () => {
  it('limits the failed checks of the current password per address (guessing with a stolen token)', async () => {
    const statuses: number[] = []
    for (let k = 0; k < 3; k++) {
      const c = await makeClient(running.payload)
      const { accesstoken } = await signIn(running.url, c.login)
      for (let i = 0; i < 4; i++) {
        const body = {
          co_id: c.id,
          co_password: 'Whatever-Password-1',
          co_password_current: `Guess-${k}-${i}`,
        }
        statuses.push(
          (
            await call(
              running.url,
              'POST',
              '/api/1.0/signin/forgetpassword/newpassword',
              body,
              accesstoken,
            )
          ).status,
        )
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
