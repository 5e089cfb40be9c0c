import { beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import type { Language } from '@contract/languages'
import { escapeHtml } from '@contract/escape-html'
import { MAIL_LOGO_PATH } from '@contract/media'

import { env } from '@cms/env'
import { readOutbox, type OutboxMail } from '@cms/domain/email/outbox-transport'
import { t } from '@cms/domain/messages'
import type { Offer } from '@cms/payload-types'
import { createChallenge } from '@cms/domain/auth/reset-challenges'
import { runAlerts as runAlertsOf } from '../helpers/alert-runs'
import { solveCaptcha } from '../helpers/captcha'
import { makeAction, makeBuilding, makeClient, makeOffer, makeStaff } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
const outbox = () => readOutbox(env().outboxDir)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The mails to one address (optionally whose subject matches), waiting a little for those sent after the answer. */
async function mailsTo(address: string, subject?: RegExp, count = 1): Promise<OutboxMail[]> {
  const read = () =>
    outbox().filter((m) => m.to === address && (!subject || subject.test(m.subject)))
  for (let i = 0; i < 200 && read().length < count; i++) await sleep(50)
  return read()
}

/** A signed-in client's visit request between two days; resolves the answer's status. */
const askVisit = async (
  token: string,
  offer: string | null | undefined,
  date_start: string,
  date_end: string,
) =>
  (await call(running.url, 'POST', '/web/1.0/ask', { offer, date_start, date_end }, token)).status

/** The agency's frame: name, address, phone and the signature of the recipient's language, in the HTML and in the text. */
function expectBranded(mail: OutboxMail, lang: Language) {
  const e = env()
  const regards = t(lang, 'layout.regards')
  for (const part of [mail.text, mail.html]) {
    const read = part === mail.html ? escapeHtml : (s: string) => s
    expect(part).toContain(read(e.AGENCY_NAME))
    expect(part).toContain(read(e.AGENCY_ADDRESS))
    expect(part).toContain(read(e.AGENCY_PHONE))
    expect(part).toContain(read(regards))
  }
  expect(mail.html).toMatch(new RegExp(`<html lang="${lang === 'sp' ? 'es' : lang}"`))
  expect(mail.html).toContain('max-width:600px')
  expect(mail.html).toContain('role="presentation"')
  // The brand's faces first, then faces every mail program has; no font file to fetch.
  expect(mail.html).toContain("font-family:'Cormorant Garamond',Georgia,'Times New Roman',serif")
  expect(mail.html).toContain('font-family:Inter,Arial,Helvetica,sans-serif')
  expect(mail.html).not.toMatch(/@font-face|\.woff2?\b|fonts\.googleapis/)
  // The logo, a PNG of the site, whose alternative text is the monogram's letter when images are blocked.
  expect(mail.html).toContain(
    `<img src="${e.PUBLIC_URL}${MAIL_LOGO_PATH}" width="44" height="44" alt="${escapeHtml(e.AGENCY_NAME.trim().charAt(0))}"`,
  )
}

let monaco: number
let staff: Awaited<ReturnType<typeof makeStaff>>
beforeAll(async () => {
  monaco = (
    await makeBuilding(running.payload, { district: 'monte-carlo', lat: 43.7401, lng: 7.4265 })
  ).id as number
  staff = await makeStaff(running.payload, 'editor')
})

describe('a contact message', () => {
  it('reaches the agency in French in the frame, and the visitor gets an acknowledgement in the page’s language', async () => {
    const form = {
      firstname: 'Giulia',
      name: 'Conti',
      country: 'Italia',
      email: 'giulia.conti@example.it',
      tel: '+39 333 000 0000',
      message: 'Cerco un bilocale a Monaco.',
    }
    const res = await call(running.url, 'POST', '/web/1.0/contactus', {
      ...form,
      lang: 'it',
      altcha: await solveCaptcha(running.url),
    })
    expect(res.status).toBe(200)
    const [agency] = await mailsTo(env().AGENCY_EMAIL, /Giulia Conti/)
    expectBranded(agency, 'fr')
    expect(agency.text).toContain('Cerco un bilocale a Monaco.')

    const [ack] = await mailsTo(form.email)
    expect(ack.subject).toMatch(/^Abbiamo ricevuto il Suo messaggio/)
    expectBranded(ack, 'it')
    expect(ack.text).toContain('entro un giorno lavorativo')
    // Nothing the visitor typed goes back to an address nobody proved.
    expect(`${ack.subject}${ack.text}${ack.html}`).not.toContain('Giulia')
    expect(ack.text).not.toContain('bilocale')
  })

  it('without a language, follows the visitor’s language cookie; a second message within the hour gets no second acknowledgement', async () => {
    const form = {
      firstname: 'Ivan',
      name: 'Petrov',
      country: 'Russia',
      email: 'ivan.petrov@example.ru',
      tel: '+7 900 000 00 00',
      message: 'Здравствуйте',
    }
    const send = async () =>
      (
        await request(running.url, 'POST', '/web/1.0/contactus', {
          headers: { 'content-type': 'application/json', cookie: 'belsunce_lang=ru' },
          body: JSON.stringify({ ...form, altcha: await solveCaptcha(running.url) }),
        })
      ).status
    expect(await send()).toBe(200)
    const [ack] = await mailsTo(form.email)
    expect(ack.subject).toMatch(/^Мы получили ваше сообщение/)
    expectBranded(ack, 'ru')
    expect(await send()).toBe(200)
    await mailsTo(env().AGENCY_EMAIL, /Ivan Petrov/, 2)
    expect(await mailsTo(form.email)).toHaveLength(1)
  })
})

describe('a visit request', () => {
  it('is acknowledged to the client in the client’s language with the next steps, and told to the agency in French', async () => {
    const offer = await makeOffer(running.payload, { building: monaco })
    const c = await makeClient(running.payload, {
      co_firstname: 'Olga',
      co_email_verified: true,
      co_preferences: { lang: 'ru' },
    })
    const token = (await signIn(running.url, c.login)).accesstoken
    const asked = await call(
      running.url,
      'POST',
      '/web/1.0/ask',
      {
        offer: offer.of_slug_fr,
        date_start: '2027-10-02',
        date_end: '2027-10-09',
        ac_comment: 'Утром',
      },
      token,
    )
    expect(asked.status).toBe(200)

    const [ack] = await mailsTo(c.email, /заявку на просмотр/)
    expectBranded(ack, 'ru')
    expect(ack.text).toContain('Здравствуйте Olga,')
    expect(ack.text).toContain(offer.of_ref)
    expect(ack.text).toContain('2 октября 2027')
    expect(ack.text).toContain('в течение одного рабочего дня')
    expect(ack.text).toContain(`${env().PUBLIC_URL}/account?lang=ru`)

    const [agency] = await mailsTo(env().AGENCY_EMAIL, /^Nouvelle demande de visite — Olga/)
    expectBranded(agency, 'fr')
    expect(agency.text).toContain('Утром')
  })

  it('is acknowledged in French to a client who chose French', async () => {
    const offer = await makeOffer(running.payload, {
      building: monaco,
      of_name: 'Villa Les Pins',
    } as Partial<Offer>)
    const c = await makeClient(running.payload, {
      co_email_verified: true,
      co_preferences: { lang: 'fr' },
    })
    const token = (await signIn(running.url, c.login)).accesstoken
    expect(await askVisit(token, offer.of_slug_fr, '2027-11-03', '2027-11-05')).toBe(200)
    const [ack] = await mailsTo(c.email, /^Votre demande de visite a bien été reçue/)
    expectBranded(ack, 'fr')
    expect(ack.text).toContain('entre le 3 novembre 2027 et le 5 novembre 2027')
    expect(ack.text).toContain('Et ensuite ?')
    expect(ack.text).toContain('dans un délai d’un jour ouvré')
    expect(ack.text).toContain('Suivre ma demande :')
  })

  it('is acknowledged at once to an address nobody proved, without its name; past the hourly limit, once it is verified, and once', async () => {
    const offer = await makeOffer(running.payload, { building: monaco })
    const c = await makeClient(running.payload, {
      co_firstname: 'Jeanne',
      co_email_verified: false,
      co_preferences: { lang: 'fr' },
    })
    const token = (await signIn(running.url, c.login)).accesstoken
    expect(await askVisit(token, offer.of_slug_fr, '2027-12-01', '2027-12-04')).toBe(200)
    // The agency hears of it, and the unproven address gets the acknowledgement without the name.
    await mailsTo(env().AGENCY_EMAIL, /^Nouvelle demande de visite — Jeanne/)
    const [first] = await mailsTo(c.email, /^Votre demande de visite a bien été reçue/)
    expectBranded(first, 'fr')
    expect(first.text).toContain('entre le 1 décembre 2027 et le 4 décembre 2027')
    expect(`${first.subject}${first.text}${first.html}`).not.toContain('Jeanne')

    // A second request within the hour is held back.
    expect(await askVisit(token, offer.of_slug_fr, '2027-12-05', '2027-12-06')).toBe(200)
    await mailsTo(env().AGENCY_EMAIL, /^Nouvelle demande de visite — Jeanne/, 2)
    await sleep(300)
    expect(outbox().filter((m) => m.to === c.email)).toHaveLength(1)

    // The client follows the verification link: the held acknowledgement leaves, in its language.
    const challenge = await createChallenge(running.payload, c.id, 'verify')
    expect(
      (await call(running.url, 'POST', `/web/1.0/contacts/verify/${c.id}/${challenge}`, {})).status,
    ).toBe(200)
    const [, ack] = await mailsTo(c.email, /^Votre demande de visite a bien été reçue/, 2)
    expectBranded(ack, 'fr')
    expect(ack.text).toContain('Bonjour Jeanne,')
    expect(ack.text).toContain(offer.of_ref)
    expect(ack.text).toContain('entre le 5 décembre 2027 et le 6 décembre 2027')

    // A later request is acknowledged at once, and a save of the account sends nothing again.
    expect(await askVisit(token, offer.of_slug_fr, '2028-01-10', '2028-01-11')).toBe(200)
    await mailsTo(c.email, /^Votre demande de visite a bien été reçue/, 3)
    await running.payload.update({
      collection: 'contacts',
      id: c.id,
      data: { co_firstname: 'Jeanne-Marie' },
      overrideAccess: true,
    })
    await sleep(300)
    expect(
      outbox()
        .filter((m) => m.to === c.email && /^Votre demande de visite/.test(m.subject))
        .map((m) => /entre le (.*?) et/.exec(m.text)?.[1]),
    ).toEqual(['1 décembre 2027', '5 décembre 2027', '10 janvier 2028'])
  })

  it('is answered by staff in the frame, in the client’s language', async () => {
    const offer = await makeOffer(running.payload, { building: monaco })
    const c = await makeClient(running.payload, {
      co_email_verified: true,
      co_preferences: { lang: 'sp' },
    })
    const action = await makeAction(running.payload, {
      contact: c.id,
      offer: offer.id,
      date_start: '2027-05-01',
      date_end: '2027-05-02',
    })
    await running.payload.update({
      collection: 'actions',
      id: action.id,
      data: { reply: 'El martes a las 10.' } as never,
      user: staff as never,
      overrideAccess: false,
      depth: 0,
    })
    const [mail] = await mailsTo(c.email, /^Respuesta a su solicitud de visita/)
    expectBranded(mail, 'sp')
    expect(mail.text).toContain('El martes a las 10.')
  })
})

describe('the logo', () => {
  it('is a PNG of the site’s logo that a webmail may load from its own pages', async () => {
    const res = await fetch(`${running.url}${MAIL_LOGO_PATH}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const image = sharp(Buffer.from(await res.arrayBuffer()))
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 88, height: 88 })
    // The logo's navy square, not a blank picture.
    const { dominant } = await image.stats()
    expect(dominant.b).toBeGreaterThan(dominant.r)
    expect(dominant.r).toBeLessThan(80)
  })
})

describe('account mails', () => {
  it('frames the welcome mail and the new-account notice, the reset, the invitation and the address verification', async () => {
    const created = await call(running.url, 'POST', '/web/1.0/contacts', {
      co_civility: 'm',
      co_firstname: 'Pablo',
      co_name: 'García',
      co_tel1: '+34 600 000 000',
      co_country: 'España',
      co_email1: 'pablo.garcia@example.es',
      lang: 'sp',
      altcha: await solveCaptcha(running.url),
    })
    expect(created.status).toBe(200)
    const [welcome] = await mailsTo('pablo.garcia@example.es')
    expectBranded(welcome, 'sp')
    const [lead] = await mailsTo(env().AGENCY_EMAIL, /^Nouveau compte client — Pablo/)
    expectBranded(lead, 'fr')

    const c = await makeClient(running.payload, { co_email_verified: true })
    expect(
      (
        await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', {
          co_login: c.login,
          lang: 'it',
        })
      ).status,
    ).toBe(200)
    const [reset] = await mailsTo(c.email)
    expectBranded(reset, 'it')

    await running.payload.create({
      collection: 'contacts',
      data: {
        email: 'invited.branded@example.com',
        co_firstname: 'Hélène',
        co_name: 'Moreau',
        sendInvitation: true,
      } as never,
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
    const [invitation] = await mailsTo('invited.branded@example.com')
    expectBranded(invitation, 'fr')

    const v = await makeClient(running.payload, {
      co_email_verified: true,
      co_preferences: { lang: 'en' },
    })
    const { accesstoken } = await signIn(running.url, v.login)
    expect(
      (
        await call(
          running.url,
          'PUT',
          '/web/1.0/me',
          { co_email1: `moved.${v.id}@example.org` },
          accesstoken,
        )
      ).status,
    ).toBe(200)
    const [verification] = await mailsTo(`moved.${v.id}@example.org`)
    expectBranded(verification, 'en')
    // The link stays the first address of the text (the address verification follows it).
    expect(/https?:\/\/\S+/.exec(verification.text)![0]).toContain('/verify-email/')
  })
})

const runAlerts = (frequency: Parameters<typeof runAlertsOf>[1]) =>
  runAlertsOf(running.payload, frequency)

describe('saved searches', () => {
  it('the confirmation restates the criteria in the visitor’s language', async () => {
    const { payload } = running
    const type = await payload.create({
      collection: 'items',
      data: {
        kind: 'type',
        value: 4242,
        text: 'penthouse',
        label_fr: 'Penthouse',
        label_en: 'Penthouse flat',
      } as never,
    })
    const district = await payload.create({
      collection: 'districts',
      locale: 'fr',
      data: { value: 'carre-or-branded', text: 'Carré d’Or', area: 'monaco' } as never,
    })
    await payload.update({
      collection: 'districts',
      id: district.id,
      locale: 'en',
      data: { text: 'Golden Square' } as never,
    })
    const filter = {
      sale: true,
      monaco: true,
      district: 'carre-or-branded',
      types: String(type.value),
      room_2: true,
      room_3: true,
      budgetmin: '1000000',
      budgetmax: '5000000',
    }
    const res = await call(running.url, 'POST', '/web/1.0/searches', {
      filter,
      frequency: 'daily',
      lang: 'en',
      email: 'alert.branded@example.com',
      altcha: await solveCaptcha(running.url),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [mail] = await mailsTo('alert.branded@example.com')
    expectBranded(mail, 'en')
    for (const words of [
      'To buy',
      'Monaco',
      'Golden Square',
      'Penthouse flat',
      '2 or 3 rooms',
      'From 1M € to 5M €',
      'once a day',
    ]) {
      expect(mail.text).toContain(words)
      expect(mail.html).toContain(escapeHtml(words))
    }
    expect(mail.text).toContain('/alerts/confirm/')

    const fr = await call(running.url, 'POST', '/web/1.0/searches', {
      filter: { rent: true, room_5: true, budgetmax: '12000' },
      frequency: 'weekly',
      lang: 'fr',
      email: 'alerte.branded@example.com',
      altcha: await solveCaptcha(running.url),
    })
    expect(fr.status).toBe(200)
    const [french] = await mailsTo('alerte.branded@example.com')
    expectBranded(french, 'fr')
    for (const words of ['Location', '5 pièces et plus', 'Jusqu’à 12K €'])
      expect(french.text).toContain(words)
  })

  it('an alert is framed, and a price drop says from what price to what price', async () => {
    const c = await makeClient(running.payload, { co_email_verified: true })
    const token = (await signIn(running.url, c.login)).accesstoken
    const saved = await call(
      running.url,
      'POST',
      '/web/1.0/searches',
      {
        filter: { sale: true, monaco: true, budgetmax: '5000000' },
        frequency: 'instant',
        lang: 'fr',
      },
      token,
    )
    expect(saved.status).toBe(200)
    await runAlerts('instant')
    const offer = await makeOffer(running.payload, { building: monaco, of_price_sell: 8_000_000 })
    await runAlerts('instant')
    expect(outbox().filter((m) => m.to === c.email)).toHaveLength(0)

    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      data: { of_price_sell: 4_500_000, _status: 'published' } as Partial<Offer>,
    })
    const stored = (await running.payload.findByID({
      collection: 'offers',
      id: offer.id,
      depth: 0,
    })) as Offer & { of_previous_price_sell?: number | null }
    expect(stored.of_previous_price_sell).toBe(8_000_000)
    await runAlerts('instant')
    const [alert] = await mailsTo(c.email)
    expectBranded(alert, 'fr')
    expect(alert.text).toContain('Prix baissé de 8M € à 4,5M €')
    expect(alert.html).toContain('Prix baissé de 8M € à 4,5M €')

    // A price that goes up again forgets the drop.
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      data: { of_price_sell: 4_800_000, _status: 'published' } as Partial<Offer>,
    })
    expect(
      (
        (await running.payload.findByID({ collection: 'offers', id: offer.id, depth: 0 })) as {
          of_previous_price_sell?: number | null
        }
      ).of_previous_price_sell,
    ).toBeNull()
  }, 120_000)

  it('never tells the public the price an on-request offer had', async () => {
    const offer = await makeOffer(running.payload, { building: monaco, of_price_sell: 3_000_000 })
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      data: {
        of_price_sell: 2_500_000,
        of_sell_uponrequest: true,
        _status: 'published',
      } as Partial<Offer>,
    })
    const read = (await running.payload.findByID({
      collection: 'offers',
      id: offer.id,
      depth: 0,
      overrideAccess: false,
    })) as unknown as Record<string, unknown>
    expect(read.of_previous_price_sell).toBeUndefined()
  })
})
