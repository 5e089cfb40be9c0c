import { describe, expect, it, vi } from 'vitest'

import { createApp } from '../../adapters/app'
import { staffCookies } from '@cms/schema/collections/Users'
import { env, loadEnv } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeStaff, staffSession } from '../helpers/factories'
import { useServer } from '../helpers/server'

// Production limits, behind one proxy hop; set before any module reads the configuration.
vi.hoisted(() => {
  delete process.env.RATE_LIMIT_SCALE
  process.env.TRUST_PROXY = '1'
})

const running = useServer({ admin: true })

const forgotPassword = (forwardedFor: string) =>
  fetch(`${running.url}/api/1.0/signin/forgetpassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ co_login: 'nobody-here' }),
  })

describe('TRUST_PROXY', () => {
  it('reads a hop count as a number and a boolean as a boolean', () => {
    expect(loadEnv({ ...process.env, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadEnv({ ...process.env, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(loadEnv({ ...process.env, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      'loopback, 10.0.0.0/8',
    )
  })

  it('trusts exactly one hop in front of the server', () => {
    const app = createApp({ payload: running.payload, env: env() })
    const trusts = app.get('trust proxy fn') as (addr: string, hop: number) => boolean
    expect([trusts('127.0.0.1', 0), trusts('10.1.2.3', 0), trusts('127.0.0.1', 1)]).toEqual([
      true,
      true,
      false,
    ])
  })

  it('gives each visitor behind the proxy its own rate-limit bucket', async () => {
    // The proxy appends the address it saw: the last one is the visitor, whatever it wrote before.
    for (let i = 0; i < 10; i++)
      expect((await forgotPassword(`198.51.100.${i}, 203.0.113.7`)).status).toBe(404)
    expect((await forgotPassword('198.51.100.99, 203.0.113.7')).status).toBe(429)
    expect((await forgotPassword('203.0.113.8')).status).toBe(404)
  })
})

describe('the staff back office', () => {
  it('sends its cookie over HTTPS only in production', () => {
    expect(staffCookies('production')).toEqual({ secure: true, sameSite: 'Lax' })
    expect(staffCookies('development').secure).toBe(false)
    expect(running.payload.collections.users.config.auth.cookies.sameSite).toBe('Lax')
  })

  it('mails an absolute password-reset link', async () => {
    const { email } = await makeStaff(running.payload, 'editor')
    await running.payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: false,
    })
    const mail = readOutbox(env().outboxDir).find((m) => JSON.stringify(m).includes(email))
    expect(JSON.stringify(mail)).toContain(`${env().PUBLIC_URL}/admin/reset/`)
  })

  it('ignores the staff cookie on a request from another site', async () => {
    const { staff, token } = await staffSession(running.payload, 'editor')
    const me = async (origin: string) => {
      const res = await fetch(`${running.url}/cms-api/users/me`, {
        headers: { cookie: `payload-token=${token}`, origin },
      })
      return ((await res.json()) as { user: { email?: string } | null }).user?.email ?? null
    }
    expect(await me(env().PUBLIC_URL)).toBe(staff.email)
    expect(await me('https://evil.example')).toBeNull()
  })
})
