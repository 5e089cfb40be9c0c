import { describe, expect, it } from 'vitest'

import { verifyCaptcha as verify } from '../../adapters/auth/captcha'
import { createSharedState } from '../../adapters/http/shared-state'
import { solveCaptcha } from '../helpers/captcha'
import { useServer } from '../helpers/server'

const running = useServer()

const used = createSharedState()
const verifyCaptcha = (altcha: unknown) => verify(altcha, used)
const decode = (altcha: string) => JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'))
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64')
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: { code?: string }) => e.code,
  )

describe('GET /web/1.0/captcha', () => {
  it('answers a signed, expiring v2 challenge, bare and not cached', async () => {
    const res = await fetch(`${running.url}/web/1.0/captcha`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body.err).toBeUndefined()
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 })
    expect(body.parameters.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/)
    const ttl = body.parameters.expiresAt - Date.now() / 1000
    expect(ttl).toBeGreaterThan(500)
    expect(ttl).toBeLessThanOrEqual(600)
  })

  it('gives a new challenge every time', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() => fetch(`${running.url}/web/1.0/captcha`).then((r) => r.json())),
    )
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce)
  })
})

describe('verifyCaptcha', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const altcha = await solveCaptcha(running.url)
    await expect(codeOf(verifyCaptcha(altcha))).resolves.toBe('accepted')
    await expect(codeOf(verifyCaptcha(altcha))).resolves.toBe('captcha_failed')
  })

  it('refuses two concurrent uses of the same solution but one', async () => {
    const altcha = await solveCaptcha(running.url)
    const outcomes = await Promise.all([1, 2, 3].map(() => codeOf(verifyCaptcha(altcha))))
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'captcha_failed')).toHaveLength(2)
  })

  it('refuses a wrong solution (a key that was not derived by the work)', async () => {
    const payload = decode(await solveCaptcha(running.url))
    const key: string = payload.solution.derivedKey
    payload.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0')
    await expect(codeOf(verifyCaptcha(encode(payload)))).resolves.toBe('captcha_failed')
  })

  it("refuses one challenge's solution presented with another challenge", async () => {
    const a = decode(await solveCaptcha(running.url))
    const b = decode(await solveCaptcha(running.url))
    await expect(
      codeOf(verifyCaptcha(encode({ challenge: a.challenge, solution: b.solution }))),
    ).resolves.toBe('captcha_failed')
  })

  it('refuses a challenge whose parameters were tampered with (longer expiry)', async () => {
    const payload = decode(await solveCaptcha(running.url))
    payload.challenge.parameters.expiresAt += 3600
    await expect(codeOf(verifyCaptcha(encode(payload)))).resolves.toBe('captcha_failed')
  })

  it('refuses an expired challenge', async () => {
    const altcha = await solveCaptcha(running.url)
    const realNow = Date.now
    Date.now = () => realNow() + 11 * 60_000
    try {
      await expect(codeOf(verifyCaptcha(altcha))).resolves.toBe('captcha_failed')
    } finally {
      Date.now = realNow
    }
  })

  it('refuses garbage without throwing anything but captcha_failed', async () => {
    for (const bad of [
      undefined,
      null,
      '',
      'x',
      42,
      {},
      [],
      'e30=',
      encode({ challenge: {}, solution: {} }),
      'A'.repeat(10_000),
    ]) {
      await expect(codeOf(verifyCaptcha(bad))).resolves.toBe('captcha_failed')
    }
  })
})
