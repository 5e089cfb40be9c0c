import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeClient } from '../helpers/factories'
import { signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

/** Payload's own REST API runs beside the legacy one (through Next): its client auth routes must not bypass ours. */
const running = useServer({ admin: true })

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${running.url}/cms-api/contacts${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })

describe('Payload REST auth routes of contacts', () => {
  it('do not renew, sign in or reset clients outside the legacy API', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const mailsBefore = readOutbox(env().outboxDir).length
    for (const [path, body] of [
      ['/refresh-token', {}],
      ['/login', { username: c.login, password: c.password }],
      ['/forgot-password', { username: c.login }],
      ['/reset-password', { token: 'x', password: 'Whatever-Password-1' }],
    ] as const) {
      const res = await post(path, body, accesstoken)
      expect(res.status, path).toBe(403)
      expect(await res.text()).not.toContain('eyJ')
    }
    expect(readOutbox(env().outboxDir).length).toBe(mailsBefore)
  })
})
