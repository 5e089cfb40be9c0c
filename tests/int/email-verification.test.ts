import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { queueClientMail } from '@cms/domain/mail/client-mail'
import { makeClient } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()

const mailsTo = (address: string) => readOutbox(env().outboxDir).filter((m) => m.to === address)
const verified = async (id: number | string) =>
  (await running.payload.findByID({ collection: 'contacts', id, overrideAccess: true }))
    .co_email_verified
const follow = (link: string) =>
  fetch(link.replace(env().PUBLIC_URL, running.url), { redirect: 'manual' })

describe("a client's e-mail address", () => {
  it('is verified once the client follows the password link mailed at account creation', async () => {
    const c = await makeClient(running.payload)
    expect(await verified(c.id)).toBe(false)
    await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', { co_login: c.login })
    const link = /\/resetpass\/([^/\s]+)\/([\w-]+)/.exec(mailsTo(c.email).at(-1)!.text)!
    const set = await call(running.url, 'POST', '/api/1.0/signin/forgetpassword/newpassword', {
      co_id: link[1],
      challenge: link[2],
      co_password: 'A-new-Password-2026',
    })
    expect(set.status).toBe(200)
    expect(await verified(c.id)).toBe(true)
  })

  it('changed in the account is unverified until the link mailed to the new address is followed', async () => {
    const c = await makeClient(running.payload, { co_email_verified: true })
    const { accesstoken } = await signIn(running.url, c.login)
    const address = `new.${c.id}@example.org`
    const changed = await call(
      running.url,
      'PUT',
      '/web/1.0/me',
      { co_email1: address },
      accesstoken,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data.co_email_verified).toBe(false)
    const mail = mailsTo(address).at(-1)
    expect(mail?.subject).toMatch(/Confirm your e-mail address/)
    // The link opens the site's page; its button posts the verification.
    const link = /https?:\/\/\S+\/verify-email\/(\S+)\/([\w-]+)\?lang=en/.exec(mail!.text)!
    const page = await follow(link[0])
    expect(page.status).toBe(200)
    expect(await verified(c.id)).toBe(false)
    const verify = `/web/1.0/contacts/verify/${link[1]}/${link[2]}`
    const first = await call(running.url, 'POST', verify, {})
    expect(first.body).toEqual({ err: null, data: { verified: true } })
    expect(await verified(c.id)).toBe(true)
    const again = await call(running.url, 'POST', verify, {})
    expect([again.status, again.body.err?.code]).toEqual([400, 'bad_challenge'])
  })

  it('receives no agency mail while unverified, except the mails that verify it', async () => {
    const unverified = await makeClient(running.payload)
    const mail = { subject: 'News from the agency', text: 'Hello' }
    expect(await queueClientMail(running.payload, unverified, mail, { verifies: false })).toBe(
      false,
    )
    expect(mailsTo(unverified.email)).toHaveLength(0)
    expect(await queueClientMail(running.payload, unverified, mail, { verifies: true })).toBe(true)
    const proven = await makeClient(running.payload, { co_email_verified: true })
    expect(await queueClientMail(running.payload, proven, mail, { verifies: false })).toBe(true)
    expect(mailsTo(proven.email).map((m) => m.subject)).toEqual(['News from the agency'])
  })
})
