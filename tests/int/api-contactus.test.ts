import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import type { ContactMessage } from '@cms/payload-types'
import { solveCaptcha } from '../helpers/captcha'
import { call, request } from '../helpers/http'
import { useServer } from '../helpers/server'

// The production limits: the last test checks the per-address limit.
delete process.env.RATE_LIMIT_SCALE

const running = useServer()

const form = {
  firstname: 'Élodie',
  name: 'Ivanova <b>',
  country: 'Monaco',
  email: 'elodie@example.com',
  tel: '+377 99 99 99 99',
  message: 'Bonjour,\nje cherche un 3 pièces. Здравствуйте.',
}
const messages = async () =>
  (
    await running.payload.find({
      collection: 'contact-messages',
      sort: 'createdAt',
      pagination: false,
      limit: 0,
      overrideAccess: true,
    })
  ).docs as ContactMessage[]
const settled = async (id: number | string) => {
  for (let i = 0; i < 100; i++) {
    const doc = (await running.payload.findByID({
      collection: 'contact-messages',
      id,
      overrideAccess: true,
    })) as ContactMessage
    if (doc.mail_status !== 'pending') return doc
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the mail was never tried')
}

describe('POST /web/1.0/contactus', () => {
  it('stores the message, mails it to the agency with every field, and answers success', async () => {
    const res = await call(running.url, 'POST', '/web/1.0/contactus', {
      ...form,
      altcha: await solveCaptcha(running.url),
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ err: null, data: { success: true } })
    const [stored] = await messages()
    expect(stored).toMatchObject(form)
    expect((await settled(stored.id)).mail_status).toBe('sent')
    // The visitor's acknowledgement may follow it: the agency's mail is the last one to the agency.
    const mail = readOutbox(env().outboxDir)
      .filter((m) => m.to === env().AGENCY_EMAIL)
      .at(-1)!
    expect(mail.to).toBe(env().AGENCY_EMAIL)
    expect(mail.replyTo).toBe(form.email)
    for (const value of Object.values(form)) expect(mail.text).toContain(value)
    expect(mail.html).toContain('Ivanova &lt;b&gt;')
    expect(mail.html).not.toContain('<b>')
  })

  it('names every missing field, the robot check included, and stores nothing', async () => {
    const before = (await messages()).length
    const res = await call(running.url, 'POST', '/web/1.0/contactus', {
      name: 'Solo',
      message: '   ',
    })
    expect(res.status).toBe(400)
    expect(res.body.err?.code).toBe('invalid_input')
    expect(res.body.err?.fields?.sort()).toEqual([
      'altcha',
      'country',
      'email',
      'firstname',
      'message',
      'tel',
    ])
    const empty = await call(running.url, 'POST', '/web/1.0/contactus')
    expect(empty.body.err?.fields?.sort()).toEqual([
      'altcha',
      'country',
      'email',
      'firstname',
      'message',
      'name',
      'tel',
    ])
    const badEmail = await call(running.url, 'POST', '/web/1.0/contactus', {
      ...form,
      email: 'not-an-email',
      altcha: 'x',
    })
    expect(badEmail.body.err?.fields).toEqual(['email'])
    expect((await messages()).length).toBe(before)
  })

  it('refuses a wrong or reused robot check with captcha_failed and stores nothing', async () => {
    const before = (await messages()).length
    const wrong = await call(running.url, 'POST', '/web/1.0/contactus', {
      ...form,
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.err?.code).toBe('captcha_failed')
    const altcha = await solveCaptcha(running.url)
    expect(
      (await call(running.url, 'POST', '/web/1.0/contactus', { ...form, altcha })).status,
    ).toBe(200)
    const replay = await call(running.url, 'POST', '/web/1.0/contactus', { ...form, altcha })
    expect(replay.status).toBe(400)
    expect(replay.body.err?.code).toBe('captcha_failed')
    expect((await messages()).length).toBe(before + 1)
  })

  it('keeps the contact-messages collection closed to the public (no bypass of the robot check)', async () => {
    const res = await running.payload
      .create({ collection: 'contact-messages', data: form, overrideAccess: false })
      .then(
        () => 'created',
        (e: { status?: number }) => e.status,
      )
    expect(res).toBe(403)
  })

  it('answers malformed JSON and oversized bodies with 400/413, not a crash', async () => {
    const bad = await request(running.url, 'POST', '/web/1.0/contactus', {
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    })
    expect(bad.status).toBe(400)
    expect(bad.json().err.code).toBe('invalid_input')
    const huge = await call(running.url, 'POST', '/web/1.0/contactus', {
      ...form,
      message: 'x'.repeat(200_000),
    })
    expect(huge.status).toBe(413)
    expect(JSON.stringify(huge.body)).not.toMatch(/at .*\.(ts|js)/)
  })

  it('limits the rate of posts per address with 429 rate_limited', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++)
      statuses.push((await call(running.url, 'POST', '/web/1.0/contactus', {})).status)
    expect(statuses).toContain(429)
    const res = await call(running.url, 'POST', '/web/1.0/contactus', {})
    expect(res.body.err?.code).toBe('rate_limited')
  })
})
