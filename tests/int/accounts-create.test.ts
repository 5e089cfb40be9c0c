import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeClient, makeOffer } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { solveCaptcha } from '../helpers/captcha'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
let url: string
beforeAll(async () => {
  url = running.url
})

let n = 0
const visitor = (over: Record<string, unknown> = {}) => ({
  co_civility: 'm',
  co_firstname: 'Marco',
  co_name: 'Rossi',
  co_email1: `marco.${++n}@example.it`,
  co_tel1: '+39 333 000 0000',
  co_country: 'Italie',
  lang: 'it',
  ...over,
})
const create = (body: Record<string, unknown>) => call(url, 'POST', '/web/1.0/contacts', body)

describe('POST /web/1.0/contacts', () => {
  it('creates a user account behind the robot check, answers tokens that work at once, and mails a password link', async () => {
    const offer = await makeOffer(running.payload)
    const body = visitor({ co_email1: 'Marco.Rossi@Example.it', co_city: 'Milano' })
    const a = await create({ ...body, altcha: await solveCaptcha(url) })
    expect(a.status).toBe(200)
    expect(a.body.err).toBeNull()
    expect(a.body.data).toMatchObject({
      co_email1: 'marco.rossi@example.it',
      co_login: 'marco.rossi@example.it',
      co_firstname: 'Marco',
      co_city: 'Milano',
      co_type: 'user',
    })
    expect(a.body.data).not.toHaveProperty('password')
    const asked = await call(
      url,
      'POST',
      '/web/1.0/ask',
      { offer: offer.of_slug_fr, date_start: '2027-07-01', date_end: '2027-07-05' },
      a.body.accesstoken,
    )
    expect(asked.status).toBe(200)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: a.body.refreshtoken }))
        .status,
    ).toBe(200)

    // The visit request's acknowledgement may reach the same mailbox before or after it.
    const mail = readOutbox(env().outboxDir)
      .filter((m) => m.to === 'marco.rossi@example.it' && /\/resetpass\//.test(m.text))
      .at(-1)
    expect(mail?.subject).toContain('scelga la Sua password')
    const link = /\/resetpass\/([^/\s]+)\/([\w-]+)/.exec(mail!.text)!
    expect(link[1]).toBe(String(a.body.data.co_id))
    const saved = await call(url, 'POST', '/api/1.0/signin/forgetpassword/newpassword', {
      co_id: link[1],
      challenge: link[2],
      co_password: 'Scelta-Mia-Password-1',
    })
    expect(saved.status).toBe(200)
    expect((await signIn(url, 'marco.rossi@example.it', 'Scelta-Mia-Password-1')).data.co_id).toBe(
      a.body.data.co_id,
    )
  })

  it('ignores a type or flags sent by the visitor', async () => {
    const a = await create({
      ...visitor({ co_type: 'staff', co_isagency: true }),
      altcha: await solveCaptcha(url),
    })
    expect(a.status).toBe(200)
    const stored = await running.payload.findByID({ collection: 'contacts', id: a.body.data.co_id })
    expect(stored).toMatchObject({ co_type: 'user', co_isagency: false })
  })

  it('answers 409 email_exists for a registered e-mail, whatever its case', async () => {
    const existing = await makeClient(running.payload)
    const a = await create({
      ...visitor({ co_email1: existing.email.toUpperCase() }),
      altcha: await solveCaptcha(url),
    })
    expect(a.status).toBe(409)
    expect(a.body.err).toMatchObject({ code: 'email_exists', fields: ['co_email1'] })
  })

  it('answers 400 invalid_input naming every missing field, the robot check included', async () => {
    const before = (await running.payload.count({ collection: 'contacts', overrideAccess: true }))
      .totalDocs
    const a = await create({ co_email1: 'not an email' })
    expect(a.status).toBe(400)
    expect(a.body.err?.code).toBe('invalid_input')
    expect([...a.body.err!.fields!].sort()).toEqual([
      'altcha',
      'co_civility',
      'co_country',
      'co_email1',
      'co_firstname',
      'co_name',
      'co_tel1',
    ])
    expect(
      (await running.payload.count({ collection: 'contacts', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })

  it('answers 400 captcha_failed for a forged or reused robot check, and creates nothing', async () => {
    const forged = await create({
      ...visitor(),
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    })
    expect(forged.status).toBe(400)
    expect(forged.body.err?.code).toBe('captcha_failed')
    const altcha = await solveCaptcha(url)
    expect((await create({ ...visitor(), altcha })).status).toBe(200)
    const email = `reuse.${Date.now()}@example.com`
    const reused = await create({ ...visitor({ co_email1: email }), altcha })
    expect(reused.body.err?.code).toBe('captcha_failed')
    expect(
      (
        await running.payload.count({
          collection: 'contacts',
          where: { email: { equals: email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })
})
