import { describe, expect, it } from 'vitest'

import { call } from '../helpers/http'
import { useServer } from '../helpers/server'

// The production limits: this file must not raise RATE_LIMIT_SCALE.
delete process.env.RATE_LIMIT_SCALE

const running = useServer()

describe('per-address limits of the account calls', () => {
  it('answers 429 rate_limited once an address has tried 20 sign-ins in a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (
          await call(running.url, 'POST', '/web/1.0/signin', {
            co_login: `guess${i}`,
            co_password: 'password-guess',
          })
        ).status,
      )
    }
    expect(statuses.every((s) => s === 401)).toBe(true)
    const last = await call(running.url, 'POST', '/web/1.0/signin', {
      co_login: 'guess',
      co_password: 'password-guess',
    })
    expect(last.status).toBe(429)
    expect(last.body.err?.code).toBe('rate_limited')
  })

  it('limits password-reset requests to 10 a minute per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', {
            co_login: `nobody${i}`,
          })
        ).status,
      )
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('per-address limit of activation codes', () => {
  it('answers 429 once an address has tried 10 codes in a minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await call(running.url, 'POST', '/web/1.0/subscribe', {
            code: `ABCD-EFGH-JKMN-PQR${i % 10}`,
            co_login: 'guess.login',
            co_password: 'Guessing-Password-1',
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
