import { describe, expect, it } from 'vitest'

import { sendVerificationMail } from '../../adapters/accounts/email-verification'
import { unsubscribeSecrets, unsubscribeToken } from '@cms/domain/searches/tokens'
import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import type { Client, SavedSearch } from '@cms/payload-types'
import { solveCaptcha } from '../helpers/captcha'
import { makeClient } from '../helpers/factories'
import { call, request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

/** The last mail to `address`; mails go out after the answer, so it is waited for. */
async function mailTo(address: string) {
  for (let i = 0; i < 400; i++) {
    const mail = readOutbox(env().outboxDir)
      .filter((m) => m.to === address)
      .at(-1)
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no mail to ${address}`)
}

const search = (id: SavedSearch['id']) =>
  running.payload
    .find({ collection: 'saved-searches', where: { id: { equals: id } }, overrideAccess: true })
    .then((r) => r.docs[0] as SavedSearch | undefined)
const verified = async (id: Client['id']) =>
  (await running.payload.findByID({ collection: 'contacts', id, overrideAccess: true }))
    .co_email_verified
/** A link's address on the test server (mails name PUBLIC_URL). */
const local = (link: string) => link.replace(env().PUBLIC_URL, '')
/** What a browser without scripts sends when the page's button is pressed: a POST of its form to the page's own address. */
const pressButton = (path: string) =>
  request(running.url, 'POST', path, {
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: '',
  })
/** A request whose redirect is looked at, not followed. */
const unfollowed = async (method: string, path: string) => {
  const res = await fetch(`${running.url}${path}`, {
    method,
    redirect: 'manual',
    ...(method === 'POST'
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body: '',
        }
      : {}),
  })
  return { status: res.status, location: res.headers.get('location') }
}

describe('links in mails', () => {
  it('a mail link scanner that opens every link confirms no alert, stops none and verifies no address; the page’s button does', async () => {
    // The alert's confirmation link.
    const saved = await call(running.url, 'POST', '/web/1.0/searches', {
      filter: { sale: true },
      frequency: 'daily',
      lang: 'fr',
      email: 'scanned@example.com',
      altcha: await solveCaptcha(running.url),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const confirmLink = local(
      /https?:\/\/\S+\/alerts\/confirm\/\S+/.exec((await mailTo('scanned@example.com')).text)![0],
    )
    const token = /\/alerts\/confirm\/([\w-]+)/.exec(confirmLink)![1]
    const page = await request(running.url, 'GET', confirmLink)
    expect(page.status).toBe(200)
    expect((await call(running.url, 'GET', `/web/1.0/searches/confirm/${token}`)).status).toBe(200)
    expect((await search(saved.body.data.id))?.confirmed, 'confirmed by a GET').toBe(false)
    expect(page.text()).toMatch(/<form[^>]*method="post"/)
    expect(page.text()).toContain('Confirmer mon alerte')
    const confirmed = await pressButton(confirmLink)
    expect(confirmed.status).toBe(200)
    expect(confirmed.text()).toContain('Alerte confirmée')
    expect((await search(saved.body.data.id))?.confirmed).toBe(true)

    // The alert's unsubscribe link (the visible one of every alert mail).
    const secrets = unsubscribeSecrets()
    const alert = (await running.payload.create({
      collection: 'saved-searches',
      data: {
        email: 'scanned@example.com',
        filter: { sale: 'true' },
        frequency: 'daily',
        lang: 'fr',
        confirmed: true,
        sent_offers: [],
        ...secrets,
      },
      overrideAccess: true,
    })) as SavedSearch
    const unsubscribePath = `/alerts/unsubscribe/${unsubscribeToken(secrets.unsubscribe_salt)}?lang=fr`
    const stop = await request(running.url, 'GET', unsubscribePath)
    expect(stop.status).toBe(200)
    expect(
      (
        await call(
          running.url,
          'GET',
          `/web/1.0/searches/unsubscribe/${unsubscribeToken(secrets.unsubscribe_salt)}`,
        )
      ).status,
    ).toBe(200)
    expect(await search(alert.id), 'stopped by a GET').toBeDefined()
    expect(stop.text()).toMatch(/<form[^>]*method="post"/)
    const stopped = await pressButton(unsubscribePath)
    expect(stopped.status).toBe(200)
    expect(stopped.text()).toContain('Alerte arrêtée')
    expect(await search(alert.id)).toBeUndefined()

    // The address verification link, as mailed now and as mailed before (a link to the API).
    const client = await makeClient(running.payload)
    await sendVerificationMail(running.payload, env(), client as unknown as Client, 'fr')
    const verifyLink = local(/https?:\/\/\S+/.exec((await mailTo(client.email)).text)![0])
    expect(verifyLink).toMatch(new RegExp(`^/verify-email/${client.id}/[\\w-]+\\?lang=fr$`))
    const challenge = /\/verify-email\/[^/]+\/([\w-]+)/.exec(verifyLink)![1]
    expect(await unfollowed('GET', `/web/1.0/contacts/verify/${client.id}/${challenge}`)).toEqual({
      status: 303,
      location: `/verify-email/${client.id}/${challenge}`,
    })
    const verifyPage = await request(running.url, 'GET', verifyLink)
    expect(verifyPage.status).toBe(200)
    expect(await verified(client.id), 'verified by a GET').toBe(false)
    expect(verifyPage.text()).toMatch(/<form[^>]*method="post"/)
    expect(verifyPage.text()).toContain('Confirmer mon adresse')
    expect(await unfollowed('POST', verifyLink)).toEqual({ status: 302, location: '/account' })
    expect(await verified(client.id)).toBe(true)
  })
})
