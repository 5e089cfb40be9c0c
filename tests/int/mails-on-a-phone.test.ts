import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, chromium } from 'playwright-core'

import { env } from '@cms/env'
import { readOutbox, type OutboxMail } from '@cms/domain/email/outbox-transport'
import type { Offer } from '@cms/payload-types'
import { CHROMIUM_PATH } from '../../scripts/chromium-path'
import { runAlerts } from '../helpers/alert-runs'
import { solveCaptcha } from '../helpers/captcha'
import { jpeg } from '../helpers/catalogue'
import { makeAction, makeBuilding, makeClient, makeOffer, makeStaff } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

/**
 * Every mail the product sends, made through the code that sends it and read as a phone shows it:
 * Chromium at 390 px wide, with the mail's images loaded from the server. On a phone a mail must
 * not scroll sideways, its text must be 14 px at least and its buttons 44 px high; it must hold
 * without the head's style sheet too, since many mail programs drop it.
 */

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
const PHONE = { width: 390, height: 844 }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// Long words, names, addresses and links: what widens a mail when nothing lets it break.
const LONG_NAME = 'Appartement de prestige de cinq pièces avec terrasse panoramique sur la mer'
const LONG_NAME_EN = 'Five-room prestige flat with a panoramic sea-view terrace'
const LONG_LINK = `https://www.example.com/documents/${'dossier-de-location-'.repeat(6)}final.pdf`
const LONG_WORD = 'Anticonstitutionnellement-Monte-Carlo-Supérieur-Larvotto-Fontvieille'

let browser: Browser
let monaco: number
let photo: number | string

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] })
  monaco = (
    await makeBuilding(running.payload, { district: 'monte-carlo', lat: 43.7401, lng: 7.4265 })
  ).id as number
  await running.payload.create({
    collection: 'items',
    data: {
      kind: 'type',
      value: 901,
      text: 'apartment',
      label_fr: 'Appartement',
      label_en: 'Apartment',
    } as never,
  })
  const data = await jpeg()
  photo = (
    await running.payload.create({
      collection: 'media',
      data: { alt: 'photo' },
      file: { data, mimetype: 'image/jpeg', name: 'phone.jpg', size: data.length },
      overrideAccess: true,
    })
  ).id
})
afterAll(async () => {
  await browser?.close()
})

/** The mails to one address whose subject matches, waited for (most leave after the answer). */
async function mailsTo(address: string, subject: RegExp = /./, count = 1): Promise<OutboxMail[]> {
  const read = () =>
    readOutbox(env().outboxDir).filter((m) => m.to === address && subject.test(m.subject))
  for (let i = 0; i < 200 && read().length < count; i++) await sleep(50)
  const found = read()
  if (found.length < count) throw new Error(`no mail to ${address} matching ${String(subject)}`)
  return found
}

type Reading = {
  scrollWidth: number
  /** Text drawn smaller than 14 px: its size and its first words. */
  small: string[]
  /** Elements whose right edge is past the screen's. */
  beyond: string[]
  buttons: { label: string; height: number }[]
  images: { width: number; loaded: boolean }[]
}

/** The mail's HTML in Chromium at 390 px; its images come from the test's server. */
async function readOnPhone(html: string): Promise<Reading> {
  const page = await browser.newPage({ viewport: PHONE })
  try {
    const site = env().PUBLIC_URL.replace(/\/+$/, '')
    await page.route('**/*', (route) => {
      const url = route.request().url()
      return url.startsWith(site)
        ? route.continue({ url: `${running.url}${url.slice(site.length)}` })
        : route.abort()
    })
    await page.setContent(html, { waitUntil: 'load' })
    return await page.evaluate((width) => {
      const small: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim()
        if (!text) continue
        const size = parseFloat(getComputedStyle(n.parentElement!).fontSize)
        if (size < 14) small.push(`${size}px: ${text.slice(0, 40)}`)
      }
      const beyond = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > width + 0.5)
        .map((el) => `${el.tagName}: ${(el.textContent ?? '').trim().slice(0, 40)}`)
      const buttons = [...document.querySelectorAll<HTMLElement>('a.mail-button')].map((a) => ({
        label: a.textContent ?? '',
        height: a.getBoundingClientRect().height,
      }))
      const images = [...document.images].map((img) => ({
        width: img.getBoundingClientRect().width,
        loaded: img.complete && img.naturalWidth > 0,
      }))
      return {
        scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
        small,
        beyond,
        buttons,
        images,
      }
    }, PHONE.width)
  } finally {
    await page.close()
  }
}

/**
 * A mail reads on a phone, with its style sheet and without it: no sideways scroll, nothing past
 * the screen's edge, text of 14 px at least, buttons 44 px high (`buttons`: how many it has),
 * every image loaded and within the screen.
 */
async function expectReadableOnPhone(mail: OutboxMail, buttons: number) {
  expect(mail.html, mail.subject).toBeTruthy()
  const withoutStyleSheet = mail.html!.replace(/<style>[\s\S]*?<\/style>/, '')
  for (const html of new Set([mail.html!, withoutStyleSheet])) {
    const read = await readOnPhone(html)
    const what = `${mail.subject}${html === mail.html ? '' : ' (no style sheet)'}`
    expect(read.scrollWidth, what).toBeLessThanOrEqual(PHONE.width)
    expect(read.beyond, what).toEqual([])
    expect(read.small, what).toEqual([])
    expect(read.buttons.map((b) => b.label).length, what).toBe(buttons)
    for (const b of read.buttons) expect(b.height, `${what}: ${b.label}`).toBeGreaterThanOrEqual(44)
    expect(read.images.length, what).toBeGreaterThan(0)
    for (const img of read.images) {
      expect(img.loaded, what).toBe(true)
      expect(img.width, what).toBeLessThanOrEqual(PHONE.width)
    }
  }
}

describe('on a phone', () => {
  it('a contact message: the agency’s mail and the visitor’s acknowledgement', async () => {
    const email = `${'giulia.conti.'.repeat(3)}phone@example-long-domain.it`
    const res = await call(running.url, 'POST', '/web/1.0/contactus', {
      firstname: 'Giulia',
      name: LONG_WORD,
      country: 'Italia',
      email,
      tel: '+39 333 000 0000',
      message: `Cerco un bilocale a Monaco, vedi ${LONG_LINK}`,
      lang: 'it',
      altcha: await solveCaptcha(running.url),
    })
    expect(res.status).toBe(200)
    const [agency] = await mailsTo(env().AGENCY_EMAIL, /Giulia/)
    await expectReadableOnPhone(agency, 1)
    const [ack] = await mailsTo(email)
    expect(ack.subject).toMatch(/^Abbiamo ricevuto il Suo messaggio/)
    await expectReadableOnPhone(ack, 0)
  })

  it('a valuation request: the agency’s mail and the seller’s acknowledgement', async () => {
    const email = 'ottavia.phone@example.com'
    const res = await call(running.url, 'POST', '/web/1.0/valuation', {
      district: 'larvotto',
      address: `17 avenue Princesse Grace, ${LONG_WORD}, 98000 Monaco`,
      type: 901,
      surface: 110,
      rooms: 3,
      features: ['sea_view', 'parking'],
      firstname: 'Ottavia',
      name: 'Venditrice',
      email,
      tel: '+377 98 76 54 32',
      message: `Vorrei vendere entro la primavera. ${LONG_LINK}`,
      lang: 'ru',
      altcha: await solveCaptcha(running.url),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [agency] = await mailsTo(env().AGENCY_EMAIL, /estimation — Ottavia/)
    await expectReadableOnPhone(agency, 1)
    const [ack] = await mailsTo(email)
    expect(ack.subject).toMatch(/^Мы получили ваш запрос на оценку/)
    await expectReadableOnPhone(ack, 0)
  })

  it('a visit request: its acknowledgement, the agency’s lead, and staff’s reply', async () => {
    const offer = await makeOffer(running.payload, {
      building: monaco,
      of_name: LONG_NAME,
    } as Partial<Offer>)
    const c = await makeClient(running.payload, {
      co_firstname: 'Maximilien-Alexandre',
      co_name: LONG_WORD,
      co_email_verified: true,
      co_preferences: { lang: 'fr' },
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
        ac_comment: `Le matin. ${LONG_LINK}`,
      },
      token,
    )
    expect(asked.status).toBe(200)
    const [ack] = await mailsTo(c.email, /^Votre demande de visite a bien été reçue/)
    await expectReadableOnPhone(ack, 1)
    const [lead] = await mailsTo(env().AGENCY_EMAIL, /^Nouvelle demande de visite — Maximilien/)
    await expectReadableOnPhone(lead, 1)

    const staff = await makeStaff(running.payload, 'editor')
    const action = await makeAction(running.payload, {
      contact: c.id,
      offer: offer.id,
      date_start: '2027-05-01',
      date_end: '2027-05-02',
    })
    await running.payload.update({
      collection: 'actions',
      id: action.id,
      data: { reply: `Mardi à 10 h. Le dossier : ${LONG_LINK}` } as never,
      user: staff as never,
      overrideAccess: false,
      depth: 0,
    })
    const [reply] = await mailsTo(c.email, /^Réponse à votre demande de visite/)
    await expectReadableOnPhone(reply, 1)
  })

  it('account mails: welcome and new-account lead, reset, invitation, address verification, client’s reply, deletion', async () => {
    const created = await call(running.url, 'POST', '/web/1.0/contacts', {
      co_civility: 'm',
      co_firstname: 'Pablo',
      co_name: LONG_WORD,
      co_tel1: '+34 600 000 000',
      co_country: 'España',
      co_email1: 'pablo.phone@example.es',
      lang: 'sp',
      altcha: await solveCaptcha(running.url),
    })
    expect(created.status).toBe(200)
    const [welcome] = await mailsTo('pablo.phone@example.es')
    expect(welcome.subject).toMatch(/^Su cuenta de cliente ha sido creada/)
    await expectReadableOnPhone(welcome, 1)
    const [lead] = await mailsTo(env().AGENCY_EMAIL, /^Nouveau compte client — Pablo/)
    await expectReadableOnPhone(lead, 1)

    const c = await makeClient(running.payload, { co_email_verified: true })
    const reset = await call(running.url, 'POST', '/api/1.0/signin/forgetpassword', {
      co_login: c.login,
      lang: 'it',
    })
    expect(reset.status).toBe(200)
    await expectReadableOnPhone((await mailsTo(c.email))[0], 1)

    const staff = await makeStaff(running.payload, 'editor')
    await running.payload.create({
      collection: 'contacts',
      data: {
        email: 'invited.phone@example.com',
        co_firstname: 'Hélène',
        co_name: 'Moreau',
        co_preferences: { lang: 'ru' },
        sendInvitation: true,
      } as never,
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
    await expectReadableOnPhone((await mailsTo('invited.phone@example.com'))[0], 1)

    const v = await makeClient(running.payload, {
      co_email_verified: true,
      co_preferences: { lang: 'en' },
    })
    const signed = (await signIn(running.url, v.login)).accesstoken
    const moved = `moved.${v.id}@example.org`
    const put = await call(running.url, 'PUT', '/web/1.0/me', { co_email1: moved }, signed)
    expect(put.status).toBe(200)
    await expectReadableOnPhone((await mailsTo(moved))[0], 1)

    const message = await running.payload.create({
      collection: 'messages',
      data: { contact: v.id, subject: 'Votre visite de la villa Mimosa', body: 'Mardi ?' },
    })
    const answered = await call(
      running.url,
      'POST',
      `/web/1.0/messages/${message.id}/reply`,
      { text: `Mardi me convient. ${LONG_LINK}` },
      signed,
    )
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    await expectReadableOnPhone((await mailsTo(env().AGENCY_EMAIL, /^Réponse d’un client/))[0], 1)

    const deleted = await call(
      running.url,
      'POST',
      '/web/1.0/me/delete',
      { co_password: v.password, lang: 'en' },
      signed,
    )
    expect(deleted.status).toBe(200)
    await expectReadableOnPhone((await mailsTo(moved, /deleted/))[0], 0)
  })

  it('saved searches: the confirmation, a new offer’s alert and a price drop’s', async () => {
    const confirm = await call(running.url, 'POST', '/web/1.0/searches', {
      filter: { sale: true, monaco: true, room_2: true, room_3: true, budgetmax: '5000000' },
      frequency: 'daily',
      lang: 'ru',
      email: 'alert.phone@example.com',
      altcha: await solveCaptcha(running.url),
    })
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200)
    await expectReadableOnPhone((await mailsTo('alert.phone@example.com'))[0], 1)

    // Three clients: any price (the new offer), and up to 5M € in French and in English (only its drop).
    const save = async (lang: string, filter: Record<string, unknown>) => {
      const c = await makeClient(running.payload, { co_email_verified: true })
      const token = (await signIn(running.url, c.login)).accesstoken
      const saved = await call(
        running.url,
        'POST',
        '/web/1.0/searches',
        { filter, frequency: 'instant', lang },
        token,
      )
      expect(saved.status).toBe(200)
      return c
    }
    const anyPrice = await save('ru', { sale: true, monaco: true })
    const french = await save('fr', { sale: true, monaco: true, budgetmax: '5000000' })
    const english = await save('en', { sale: true, monaco: true, budgetmax: '5000000' })
    await runAlerts(running.payload, 'instant')

    const offer = await makeOffer(running.payload, {
      building: monaco,
      of_name: LONG_NAME,
      of_price_sell: 8_000_000,
      images: [photo],
    } as Partial<Offer>)
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      locale: 'en',
      data: { of_name: LONG_NAME_EN } as never,
    })
    await runAlerts(running.payload, 'instant')
    const [fresh] = await mailsTo(anyPrice.email)
    expect(fresh.subject).toBe('Новый объект соответствует вашему поиску')
    await expectReadableOnPhone(fresh, 1)

    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      data: { of_price_sell: 4_500_000, _status: 'published' } as Partial<Offer>,
    })
    await runAlerts(running.payload, 'instant')
    const [drop] = await mailsTo(french.email)
    expect(drop.subject).toBe(`Baisse de prix : ${LONG_NAME}`)
    expect(drop.text).toContain('Prix baissé de 8M € à 4,5M €')
    await expectReadableOnPhone(drop, 1)
    const [dropEn] = await mailsTo(english.email)
    expect(dropEn.subject).toBe(`Price drop: ${LONG_NAME_EN}`)
    expect(dropEn.text).toContain('Price lowered from 8M € to 4.5M €')
  }, 120_000)
})
