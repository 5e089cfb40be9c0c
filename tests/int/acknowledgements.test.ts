import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { readOutbox, type OutboxMail } from '@cms/domain/email/outbox-transport'
import { createChallenge } from '@cms/domain/auth/reset-challenges'
import type { Offer } from '@cms/payload-types'
import { solveCaptcha } from '../helpers/captcha'
import { makeClient, makeOffer } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
const outbox = () => readOutbox(env().outboxDir)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The mails whose recipient passes `to` (and whose subject matches), waiting a little for those sent after the answer. */
async function mailsTo(
  to: (address: string) => boolean,
  subject?: RegExp,
  count = 1,
): Promise<OutboxMail[]> {
  const read = () => outbox().filter((m) => to(m.to) && (!subject || subject.test(m.subject)))
  for (let i = 0; i < 200 && read().length < count; i++) await sleep(50)
  return read()
}
const is = (address: string) => (to: string) => to === address

/** Waits for the agency's mail of the lead whose subject matches, so that the mails sent with it had their time too. */
const agencyMail = async (subject: RegExp) => {
  const [mail] = await mailsTo(is(env().AGENCY_EMAIL), subject)
  expect(mail, `the agency's mail ${subject}`).toBeDefined()
  return mail
}

const ask = (token: string, body: Record<string, unknown>) =>
  call(running.url, 'POST', '/web/1.0/ask', body, token)

/** A day counted from today (UTC), as YYYY-MM-DD. */
const day = (fromToday: number) =>
  new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10)

let offer: Offer
beforeAll(async () => {
  offer = await makeOffer(running.payload)
})

describe('the acknowledgement of a visit request', () => {
  it('goes at once to an address nobody proved, in the page’s language, with the offer and dates but nothing the client typed', async () => {
    const c = await makeClient(running.payload, {
      co_firstname: 'Serafina',
      co_name: 'Bellini',
      email: 'serafina.bellini@example.it',
      username: 'serafina.bellini@example.it',
      co_email_verified: false,
    })
    const token = (await signIn(running.url, c.login)).accesstoken
    const asked = await ask(token, {
      offer: offer.of_slug_fr,
      date_start: '2027-10-02',
      date_end: '2027-10-09',
      ac_comment: 'Preferibilmente di mattina',
      lang: 'it',
    })
    expect(asked.status).toBe(200)

    const agency = await agencyMail(/^Nouvelle demande de visite — Serafina/)
    // Staff answer the client with one click.
    expect(agency.replyTo).toBe(c.email)

    const [ack] = await mailsTo(is(c.email))
    expect(ack.subject).toMatch(/^Abbiamo ricevuto la Sua richiesta di visita/)
    expect(ack.text).toContain(offer.of_ref)
    expect(ack.text).toContain('2 ottobre 2027')
    expect(ack.text).toContain('9 ottobre 2027')
    expect(ack.text).toContain('entro un giorno lavorativo')
    // What happens next first, the client area second.
    const follow = ack.text.indexOf('area clienti')
    expect(follow).toBeGreaterThan(ack.text.indexOf('9 ottobre 2027'))
    expect(follow).toBeGreaterThan(ack.text.indexOf('entro un giorno lavorativo'))
    // Nothing typed beside the unproven address: neither the name nor the comment.
    const all = `${ack.subject}${ack.text}${ack.html}`
    for (const typed of ['Serafina', 'Bellini', 'mattina']) expect(all).not.toContain(typed)
  })

  it('goes at most once an hour to one mailbox nobody proved, whatever its spelling; the held one leaves once it is verified', async () => {
    // Three accounts whose addresses reach one Gmail mailbox.
    const spellings = [
      'Lucia.Ferri@gmail.com',
      'luciaferri+casa@googlemail.com',
      'l.u.c.i.a.ferri@GMAIL.com',
    ]
    const clients = []
    for (const email of spellings)
      clients.push(
        await makeClient(running.payload, {
          co_firstname: 'Lucia',
          email: email.toLowerCase(),
          username: email.toLowerCase(),
          co_email_verified: false,
        }),
      )
    const inMailbox = (to: string) => spellings.some((s) => s.toLowerCase() === to)
    for (const [i, c] of clients.entries()) {
      const token = (await signIn(running.url, c.login)).accesstoken
      const start = `2028-0${i + 1}-10`
      const asked = await ask(token, {
        offer: offer.of_slug_fr,
        date_start: start,
        date_end: start,
        lang: 'en',
      })
      expect(asked.status).toBe(200)
    }
    await mailsTo(is(env().AGENCY_EMAIL), /^Nouvelle demande de visite — Lucia/, 3)
    await sleep(300)
    const acks = await mailsTo(inMailbox, /visit request/)
    expect(acks.map((m) => m.to)).toEqual([clients[0].email])

    // The second account proves its address: its request held back is acknowledged now, by name.
    const second = clients[1]
    const challenge = await createChallenge(running.payload, second.id, 'verify')
    expect(
      (await call(running.url, 'POST', `/web/1.0/contacts/verify/${second.id}/${challenge}`, {}))
        .status,
    ).toBe(200)
    const [held] = await mailsTo(is(second.email), /visit request|demande de visite/)
    expect(held.text).toContain('Lucia')
    expect(held.text).toContain(offer.of_ref)
  })

  it('goes to a proven address on every request, with the client’s name', async () => {
    const c = await makeClient(running.payload, {
      co_firstname: 'Helmut',
      co_email_verified: true,
    })
    const token = (await signIn(running.url, c.login)).accesstoken
    for (const start of ['2027-11-03', '2027-11-04'])
      expect(
        (
          await ask(token, {
            offer: offer.of_slug_fr,
            date_start: start,
            date_end: start,
            lang: 'en',
          })
        ).status,
      ).toBe(200)
    const acks = await mailsTo(is(c.email), /visit request/, 2)
    expect(acks).toHaveLength(2)
    expect(acks[0].text).toContain('Helmut')
  })
})

describe('the acknowledgement of a contact message', () => {
  it('goes once an hour to one mailbox, however its address is spelt', async () => {
    const spellings = [
      'Marco.Ricci@example.it',
      'marco.ricci+immobili@example.it',
      'MARCO.RICCI@EXAMPLE.IT',
      'marco.ricci+x@Example.it',
    ]
    for (const email of spellings) {
      const res = await call(running.url, 'POST', '/web/1.0/contactus', {
        firstname: 'Marco',
        name: 'Ricci',
        country: 'Italia',
        email,
        tel: '+39 333 000 0000',
        message: 'Buongiorno',
        lang: 'it',
        altcha: await solveCaptcha(running.url),
      })
      expect(res.status).toBe(200)
    }
    await mailsTo(is(env().AGENCY_EMAIL), /Marco Ricci/, 4)
    await sleep(300)
    const acks = outbox().filter((m) => /^marco\.ricci(\+\w+)?@example\.it$/i.test(m.to))
    expect(acks.map((m) => m.to)).toEqual(['Marco.Ricci@example.it'])
  })
})

describe('visit dates', () => {
  let token: string, email: string
  beforeAll(async () => {
    const c = await makeClient(running.payload, { co_email_verified: true })
    token = (await signIn(running.url, c.login)).accesstoken
    email = c.email
  })

  const refused = async (date_start: string, date_end: string) => {
    const before = (await running.payload.count({ collection: 'actions' })).totalDocs
    const a = await ask(token, { offer: offer.of_slug_fr, date_start, date_end })
    expect(a.status).toBe(400)
    expect((await running.payload.count({ collection: 'actions' })).totalDocs).toBe(before)
    return a.body.err
  }

  it('refuses a start in the past, naming date_start', async () => {
    expect(await refused(day(-3), day(2))).toMatchObject({
      code: 'invalid_input',
      fields: ['date_start'],
      message: expect.stringMatching(/past/),
    })
  })

  it('refuses an end before the start, naming date_end', async () => {
    expect(await refused(day(10), day(9))).toMatchObject({
      code: 'invalid_input',
      fields: ['date_end'],
      message: expect.stringMatching(/before the start/),
    })
  })

  it('refuses a window longer than one year, naming date_end; one year is accepted', async () => {
    expect(await refused('2027-03-10', '2028-03-11')).toMatchObject({
      code: 'invalid_input',
      fields: ['date_end'],
      message: expect.stringMatching(/one year/),
    })
    const yearLong = await ask(token, {
      offer: offer.of_slug_fr,
      date_start: '2027-03-10',
      date_end: '2028-03-10',
    })
    expect(yearLong.status).toBe(200)
    const today = await ask(token, {
      offer: offer.of_slug_fr,
      date_start: day(0),
      date_end: day(0),
    })
    expect(today.status).toBe(200)
    // Both accepted requests are acknowledged, the refused one is not.
    expect(await mailsTo(is(email), undefined, 2)).toHaveLength(2)
  })
})
