import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { call, signIn } from '../helpers/http'
import { staffInAdmin } from './admin-session'
import { createClient, firstOfferForSale, staff, waitingVisit } from './api'
import { baseUrl } from './browser'
import {
  field,
  liveRoomJoined,
  NO_OUTBOX,
  poll,
  useClientPages,
  visitReplyShown,
  waitForMail,
} from './client-session'

/*
 * Leads and invitations in Chromium against the server of the browser run: staff act through
 * Payload's REST API (as the admin saves) or the real admin, mails are read from the outbox.
 */
let offerId: Offer['id']
let offerSlug: string
const { browser, contexts, page: newPage } = useClientPages()

beforeAll(async () => {
  const offer = await firstOfferForSale()
  offerId = offer.of_id as Offer['id']
  offerSlug = offer.of_slug_fr
})

describe('activation codes', () => {
  it('opens /subscribe from the login form’s activation link', async () => {
    const page = await newPage()
    await page.goto('/login')
    await page.locator('main').getByRole('link', { name: 'I have an activation code' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/subscribe')
    await poll(() =>
      page.getByRole('heading', { level: 1, name: 'Activate my client area' }).isVisible(),
    ).toBe(true)
  })

  it('lets a client invited by staff choose a login and password from the mailed link, and signs it in', async ({
    skip,
  }) => {
    skip(!inject('e2eOutboxDir'), NO_OUTBOX)
    const since = Date.now()
    const email = `invited.${Date.now().toString(36)}@example.com`
    const invited = await staff.create('contacts', {
      email,
      co_firstname: 'Hélène',
      co_name: 'Moreau',
      sendInvitation: true,
    } as never)
    const mail = await waitForMail(email, since)
    const link = /https?:\/\/\S+\/subscribe\?code=[0-9A-Z-]+/.exec(mail.text)?.[0]
    expect(link, mail.text).toBeTruthy()

    const page = await newPage()
    const url = new URL(link!)
    await page.goto(url.pathname + url.search)
    const main = page.locator('main')
    expect(await main.getByLabel(field('Activation code')).inputValue()).toBe(
      url.searchParams.get('code'),
    )
    const login = `helene.${Date.now().toString(36)}`
    await main.getByLabel(field('Login')).fill(login)
    await main.getByLabel(field('Password')).fill('Choisi-par-Helene-1')
    await main.getByLabel(field('Confirm the password')).fill('Choisi-par-Helene-1')
    await main.getByRole('button', { name: 'Activate my area' }).click()
    await poll(() =>
      page.getByRole('dialog').filter({ hasText: 'You are signed in' }).isVisible(),
    ).toBe(true)
    await poll(() => new URL(page.url()).pathname).toBe('/')
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('belsunce_user'))) ?? '{}'),
    ).toMatchObject({ co_id: invited.id, co_login: login })
    expect((await signIn(baseUrl(), login, 'Choisi-par-Helene-1')).data.co_id).toBe(invited.id)
  })
})

describe('staff replies and notices', () => {
  it('shows a staff reply on a visit request in the client’s area', async () => {
    const client = await createClient()
    const action = await waitingVisit(client.id, offerId, '2031-04-01', '2031-04-03')
    const page = await newPage(await signIn(baseUrl(), client.login, client.password))
    const joined = liveRoomJoined(page)
    await page.goto('/account')
    await joined
    await poll(() => page.getByText('You have no messages').isVisible()).toBe(true)
    await staff.update('actions', action.id, {
      reply: 'The owner proposes Tuesday at 10 am.',
    } as never)
    const [message] = await staff.find('messages', { contact: client.id })
    expect(message).toMatchObject({ body: 'The owner proposes Tuesday at 10 am.' })
    await visitReplyShown(page)
    await poll(() => page.getByTestId('unread-badge').textContent()).toBe('1')
  })

  it('shows signed-in staff a toast in the admin when a visit request arrives', async () => {
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF, 1280)
    // The notices' socket is open once the admin shows.
    const opened = new Promise<void>((resolve) =>
      admin.on('websocket', (ws) => ws.url().includes('/socket.io/') && resolve()),
    )
    await admin.goto('/admin/collections/actions')
    await opened
    await new Promise((r) => setTimeout(r, 500))

    const client = await createClient()
    const { accesstoken } = await signIn(baseUrl(), client.login, client.password)
    const asked = await call(
      baseUrl(),
      'POST',
      '/web/1.0/ask',
      { offer: offerSlug, date_start: '2031-05-01', date_end: '2031-05-02' },
      accesstoken,
    )
    expect(asked.status).toBe(200)
    const notice = admin.locator(
      `a[data-staff-notice="visit-request"][href$="/admin/collections/actions/${asked.body.data.ac_id}"]`,
    )
    await poll(() => notice.isVisible()).toBe(true)
    expect(await notice.textContent()).toMatch(/^Nouvelle demande de visite — /)
  })

  it('lets staff tick a contact message handled and change a visit request’s status from the lists', async () => {
    const email = `lead.${Date.now().toString(36)}@example.com`
    const message = await staff.create('contact-messages', {
      firstname: 'Zoé',
      name: 'Martin',
      email,
      tel: '+377 1',
      country: 'Monaco',
      message: 'Un studio ?',
    })
    const client = await createClient()
    const action = await waitingVisit(client.id, offerId, '2031-06-01', '2031-06-02')
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF, 1280)

    await admin.goto(
      `/admin/collections/contact-messages?where[email][equals]=${encodeURIComponent(email)}`,
    )
    const row = admin.locator('tbody tr').filter({ hasText: email })
    await row.locator('input[data-quick-edit="handled"]').check()
    await poll(
      async () => (await staff.find('contact-messages', { id: message.id }))[0]?.handled,
    ).toBe(true)

    await admin.goto(`/admin/collections/actions?where[id][equals]=${action.id}`)
    const status = admin.locator('tbody tr').first().locator('select[data-quick-edit="ac_status"]')
    // A choice made before the admin's script has taken over the list is lost (the page then shows
    // the stored status again): choose again until the status is saved.
    await poll(async () => {
      const saved = (await staff.find('actions', { id: action.id }))[0]?.ac_status
      if (saved !== 'in_progress' && (await status.inputValue()) !== 'in_progress')
        await status.selectOption('in_progress')
      return saved
    }).toBe('in_progress')
  })
})
