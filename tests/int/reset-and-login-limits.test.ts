import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeClient, makeStaff, STAFF_PASSWORD } from '../helpers/factories'
import { call } from '../helpers/http'
import { useServer } from '../helpers/server'

// The production limits.
delete process.env.RATE_LIMIT_SCALE

const running = useServer({ admin: true })

const mailsTo = (address: string) =>
  readOutbox(env().outboxDir).filter((m) => m.to.includes(address)).length

describe('forgotten password', () => {
  it('mails one link per account every few minutes, answering every request the same', async () => {
    const c = await makeClient(running.payload)
    for (let i = 0; i < 3; i++) {
      const answer = await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', {
        co_login: c.login,
      })
      expect(answer.status).toBe(200)
      expect(answer.body.err).toBeNull()
    }
    expect(mailsTo(c.email)).toBe(1)
  })
})

describe('staff sign-in through Payload', () => {
  it('stops an address before it can lock an account, and never the account holder elsewhere', async () => {
    const { email } = await makeStaff(running.payload, 'editor')
    const login = (password: string, from: string) =>
      fetch(`${running.url}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password }),
      })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await login('wrong-password', '127.0.0.1')).status)
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true)
    expect(statuses.slice(4)).toEqual([429, 429])
    const user = await running.payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    expect((user.docs[0] as { loginAttempts?: number }).loginAttempts).toBeLessThan(5)
    expect(
      (
        await running.payload.login({
          collection: 'users',
          data: { email, password: STAFF_PASSWORD },
        })
      ).token,
    ).toBeTruthy()
  })
})
