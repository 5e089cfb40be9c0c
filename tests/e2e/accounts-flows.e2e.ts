import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { DEMO_CLIENT } from '@cms/seed/demo-accounts'
import { CLIENT_PASSWORD } from '../helpers/factories'
import { signIn } from '../helpers/http'
import { createClient, firstOfferForSale, staff, waitingVisit } from './api'
import { baseUrl, expectAccessible } from './browser'
import {
  field,
  liveRoomJoined,
  NO_OUTBOX,
  poll,
  useClientPages,
  waitForMail,
} from './client-session'

/*
 * Client accounts in Chromium against the server of the browser run: what staff do (messages,
 * visit requests and their status, looking clients up) goes through Payload's REST API as in the
 * admin, so the collections' afterChange hooks reach the live channel as the admin's saves do,
 * and the mails are read from the server's outbox.
 */
let offerSlug: string
let offerId: Offer['id']

/** A page of a new visitor, or of a client who signed in earlier. */
const { page: visitor } = useClientPages()

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

const resetPathIn = (text: string) => {
  const link = /https?:\/\/\S+\/resetpass\/[^/\s]+\/[A-Za-z0-9_-]+/.exec(text)?.[0]
  if (!link) throw new Error(`No reset link in: ${text}`)
  return new URL(link).pathname
}

async function fillLogin(scope: ReturnType<Page['locator']>, login: string, password: string) {
  await scope.getByLabel(field('Login')).fill(login)
  await scope.getByLabel(field('Password')).fill(password)
  await scope.getByRole('button', { name: 'Sign in', exact: true }).click()
}

async function closeMessage(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text })
  await poll(() => dialog.isVisible()).toBe(true)
  await dialog.getByRole('button', { name: 'OK' }).click()
}

/**
 * Waits until the browser has solved the proof of work: the check solves itself once the form is
 * in use, and a tick is only the fallback. A click that lands before the widget is wired up does
 * nothing, so it is tried again.
 */
async function passRobotCheck(scope: ReturnType<Page['locator']>) {
  const widget = scope.locator('altcha-widget')
  const state = () =>
    widget.evaluate(
      (el) => (el as HTMLElement & { getState?: () => string }).getState?.() ?? 'undefined',
    )
  await poll(state)
    .toBe('verified')
    .catch(() => undefined)
  for (let attempt = 1; attempt <= 3; attempt++) {
    if ((await state()) === 'verified') return
    if ((await state()) !== 'verifying') {
      // The widget draws its own box over a visually hidden native checkbox.
      await widget.locator('input[type="checkbox"]').click({ force: true })
    }
    const clicked = Date.now()
    while (Date.now() < clicked + 15_000) {
      const now = await state()
      if (now === 'verified') return
      // Still unverified well after the click: the click was lost.
      if (now === 'error' || (now === 'unverified' && Date.now() > clicked + 2_000)) break
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`The robot check was not solved (state ${await state()})`)
}

beforeAll(async () => {
  // The demo client's area is checked as a new client sees it: staff delete the messages and visit requests the demo data gave it.
  const [demo] = await staff.find('contacts', { username: DEMO_CLIENT.username })
  if (!demo)
    throw new Error(
      `The demo client ${DEMO_CLIENT.username} is missing: the browser tests need the demo data`,
    )
  await staff.delete('messages', { contact: demo.id })
  await staff.delete('actions', { contact: demo.id })
  const offer = await firstOfferForSale()
  offerSlug = offer.of_slug_fr
  // The public API's of_id is the offer's id in Payload.
  offerId = offer.of_id as Offer['id']
})

describe('client accounts in the browser', () => {
  it('signs the demo client in on /login, shows the client area, keeps the session on reload and signs out', async () => {
    const page = await visitor()
    await page.goto('/login')
    await fillLogin(page.locator('main'), DEMO_CLIENT.username, DEMO_CLIENT.password)
    await closeMessage(page, 'You are signed in')
    // The home page is a client-side navigation: its route module may still be loading.
    await poll(() => new URL(page.url()).pathname).toBe('/')
    expect(await storage(page, 'belsunce_accesstoken')).toMatch(/\S{20,}/)
    expect(JSON.parse((await storage(page, 'belsunce_user')) ?? '{}')).toMatchObject({
      co_login: DEMO_CLIENT.username,
      co_email1: DEMO_CLIENT.email,
    })

    await page.getByRole('link', { name: 'Client area' }).click()
    await poll(() => page.getByRole('heading', { level: 1, name: 'My account' }).isVisible()).toBe(
      true,
    )
    await poll(() =>
      page.getByText(`Hello ${DEMO_CLIENT.firstname} ${DEMO_CLIENT.name}`).isVisible(),
    ).toBe(true)
    await poll(() => page.getByText('You have no messages').isVisible()).toBe(true)
    await poll(() => page.getByText('You have not asked for any visit yet').isVisible()).toBe(true)
    expect(await page.getByLabel(field('E-mail')).inputValue()).toBe(DEMO_CLIENT.email)
    await expectAccessible(page, 'client area')

    // Automatic sign-in: a reload keeps the client connected, with a renewed token.
    const before = await storage(page, 'belsunce_accesstoken')
    const renewed = page.waitForResponse(
      (r) => r.url().endsWith('/web/1.0/autosignin') && r.status() === 200,
    )
    await page.reload()
    await renewed
    await poll(() => page.getByRole('heading', { level: 1, name: 'My account' }).isVisible()).toBe(
      true,
    )
    expect(await storage(page, 'belsunce_accesstoken')).not.toBe(before)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await poll(() =>
      page.getByRole('button', { name: 'Sign in', exact: true }).first().isVisible(),
    ).toBe(true)
    expect(await storage(page, 'belsunce_accesstoken')).toBeNull()
    expect(await storage(page, 'belsunce_refreshtoken')).toBeNull()
    expect(await storage(page, 'belsunce_user')).toBeNull()
  })

  it('shows the login errors and the activation-code link', async () => {
    const page = await visitor()
    await page.goto('/login')
    await fillLogin(page.locator('main'), DEMO_CLIENT.username, 'not-the-password')
    await poll(() =>
      page
        .getByRole('dialog')
        .filter({ hasText: 'your login or password is incorrect' })
        .isVisible(),
    ).toBe(true)
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: 'your login or password is incorrect' })
    expect(await dialog.getByRole('link').getAttribute('href')).toBe('/subscribe')
    await dialog.getByRole('button', { name: 'OK' }).click()
    expect(await page.locator('main [role=alert]').textContent()).toBe('Login error')
    expect(await storage(page, 'belsunce_accesstoken')).toBeNull()
  })

  it('mails the reset link in the language of the page it was asked from', async ({ skip }) => {
    skip(!inject('e2eOutboxDir'), NO_OUTBOX)
    const client = await createClient()
    const page = await visitor()
    await page.goto('/?lang=fr')
    await page
      .getByRole('navigation')
      .getByRole('button', { name: 'Se connecter', exact: true })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Mot de passe oublié ?' }).click()
    await dialog.getByLabel(field('Identifiant')).fill(client.login)
    const asked = Date.now() - 1000
    await dialog.getByRole('button', { name: "M'envoyer un lien" }).click()
    const mail = await waitForMail(client.email, asked)
    // In French; a password mail greets by name only a proven address.
    expect(mail.text).toMatch(/^Bonjour( Jeanne)?,$/m)
    expect(resetPathIn(mail.text)).toMatch(/^\/resetpass\//)
  })

  it('resets a forgotten password from the mailed link, once, and signs in with the new one', async ({
    skip,
  }) => {
    skip(!inject('e2eOutboxDir'), NO_OUTBOX)
    const client = await createClient()
    const page = await visitor()
    await page.goto('/')
    // The login dialog, opened from the header.
    await page.getByRole('navigation').getByRole('button', { name: 'Sign in', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await poll(() => dialog.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true)
    await expectAccessible(page, 'login dialog')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    await poll(() => dialog.getByRole('heading', { name: 'Forgotten password' }).isVisible()).toBe(
      true,
    )
    await dialog.getByLabel(field('Login')).fill(client.login)
    const asked = Date.now() - 1000
    await dialog.getByRole('button', { name: 'Send me a link' }).click()
    await poll(() =>
      dialog.getByText('an e-mail with a link to choose a new password will arrive').isVisible(),
    ).toBe(true)

    const resetPath = resetPathIn((await waitForMail(client.email, asked)).text)
    await page.goto(resetPath)
    const main = page.locator('main')
    await poll(() => main.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(
      true,
    )
    const fresh = 'Menton-Garavan-2031'
    await main.getByLabel(field('New password')).fill(fresh)
    await main.getByLabel(field('Confirm the password')).fill(`${fresh}x`)
    await main.getByRole('button', { name: 'Save the password' }).click()
    expect(await main.getByRole('alert').textContent()).toBe('The passwords must be identical')
    await main.getByLabel(field('Confirm the password')).fill(fresh)
    await main.getByRole('button', { name: 'Save the password' }).click()
    await poll(() => main.getByText('Your new password is saved').isVisible()).toBe(true)
    await main.getByRole('button', { name: 'Sign in now' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/login')

    await fillLogin(main, client.login, fresh)
    await closeMessage(page, 'You are signed in')
    expect(JSON.parse((await storage(page, 'belsunce_user')) ?? '{}').co_id).toBe(client.id)

    // The link was single use.
    await page.goto(resetPath)
    await poll(() => page.locator('main').getByRole('alert').textContent()).toBe('Challenge error')
  })

  it('sends an anonymous visit request that creates the account, then counts the visitor as a candidate', async ({
    skip,
  }) => {
    skip(!inject('e2eOutboxDir'), NO_OUTBOX)
    const page = await visitor()
    await page.goto(`/offers/details/${offerSlug}`)
    const form = page.locator('form.visit-form')
    await poll(() => form.isVisible()).toBe(true)
    const email = `visitor.${Date.now()}@example.com`
    await form.getByLabel('Mrs').check()
    await form.getByLabel(field('First name')).fill('Lucia')
    await form.getByLabel(field('Name')).fill('Ferrari')
    await form.getByLabel(field('E-mail')).fill(email)
    await form.getByLabel(field('Phone')).fill('+377 99 99 99 99')
    // Typed, in the page's language: stored by its French name.
    await form.getByRole('combobox', { name: 'Country' }).fill('Switzerland')
    const year = new Date().getFullYear() + 1
    await form.getByRole('textbox', { name: 'Available from' }).pressSequentially(`0106${year}`)
    await form.getByRole('textbox', { name: 'to', exact: true }).pressSequentially(`1506${year}`)
    await passRobotCheck(form)
    await form.getByRole('button', { name: 'Send my request' }).click()
    await closeMessage(
      page,
      /Your request has been sent.*Your account has been created: you can follow this request/,
    )

    const docs = await staff.find('contacts', { email })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      co_firstname: 'Lucia',
      co_name: 'Ferrari',
      co_civility: 'mme',
      co_country: 'Suisse',
    })
    const actions = await staff.find('actions', { contact: docs[0].id })
    expect(actions.map((a) => [a.date_start, a.date_end, a.ac_status])).toEqual([
      [`${year}-06-01`, `${year}-06-15`, 'waiting'],
    ])
    expect(JSON.parse((await storage(page, 'belsunce_requested_dates')) ?? '{}')).toEqual({
      date_start: `${year}-06-01`,
      date_end: `${year}-06-15`,
    })
    expect((await waitForMail(email, 0)).text).toMatch(/\/resetpass\//)

    // Now connected: only the dates and the robot check are asked, and the offer shows as asked for.
    await poll(() =>
      form.getByText('You have already asked to visit this property').isVisible(),
    ).toBe(true)
    expect(await form.getByLabel(field('First name')).count()).toBe(0)
  })

  it('opens the login dialog when the e-mail of a visit request already has an account', async () => {
    const client = await createClient()
    const page = await visitor()
    await page.goto(`/offers/details/${offerSlug}`)
    const form = page.locator('form.visit-form')
    await poll(() => form.isVisible()).toBe(true)
    await form.getByLabel(field('Mr')).check()
    await form.getByLabel(field('First name')).fill('Jeanne')
    await form.getByLabel(field('Name')).fill('Known')
    await form.getByLabel(field('E-mail')).fill(client.email)
    await form.getByLabel(field('Phone')).fill('+33 6 00 00 00 00')
    await form.getByRole('combobox', { name: 'Country' }).fill('France')
    const year = new Date().getFullYear() + 1
    await form.getByRole('textbox', { name: 'Available from' }).pressSequentially(`0107${year}`)
    await form.getByRole('textbox', { name: 'to', exact: true }).pressSequentially(`0207${year}`)
    await passRobotCheck(form)
    await form.getByRole('button', { name: 'Send my request' }).click()

    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: 'Your email already exists in our database' })
    await poll(() => dialog.isVisible()).toBe(true)
    await fillLogin(dialog, client.login, CLIENT_PASSWORD)
    await closeMessage(page, 'You are signed in')
    // Signed in from the offer, the visitor stays on it to send the request.
    expect(new URL(page.url()).pathname).toBe(`/offers/details/${offerSlug}`)
    expect(await form.getByLabel(field('First name')).count()).toBe(0)
  })

  it('updates the unread badge and the client area live when staff write or change a request', async () => {
    const client = await createClient()
    const action = await waitingVisit(client.id, offerId, '2031-03-01', '2031-03-05')
    const page = await visitor(await signIn(baseUrl(), client.login))

    const joined = liveRoomJoined(page)
    await page.goto('/account')
    await joined
    await poll(() => page.getByText('You have no messages').isVisible()).toBe(true)
    await poll(() => page.getByTestId('visit-request').getByText('Pending').isVisible()).toBe(true)
    expect(await page.getByTestId('unread-badge').count()).toBe(0)
    let loads = 0
    page.on('load', () => loads++)

    await staff.create('messages', {
      contact: client.id,
      subject: 'Your visit on Tuesday',
      body: 'The owner confirms 10 am.',
    })
    await poll(() => page.getByTestId('unread-badge').textContent()).toBe('1')
    await poll(() =>
      page.getByTestId('agency-message').getByText('Your visit on Tuesday').isVisible(),
    ).toBe(true)

    await staff.update('actions', action.id, { ac_status: 'accepted' })
    await poll(() =>
      page.getByTestId('visit-request').getByText('Accepted by the owner').isVisible(),
    ).toBe(true)

    await page.getByRole('button', { name: 'Mark as read' }).click()
    await poll(() => page.getByTestId('unread-badge').count()).toBe(0)
    expect(loads).toBe(0)

    // The client changes its own password from the client area, without a mailed link but with the current password.
    const section = page.getByRole('region', { name: 'Change my password' })
    await section.getByLabel(field('Current password')).fill(CLIENT_PASSWORD)
    await section.getByLabel(field('New password')).fill('Beausoleil-Terrasse-77')
    await section.getByLabel(field('Confirm the password')).fill('Beausoleil-Terrasse-77')
    await section.getByRole('button', { name: 'Save the password' }).click()
    await closeMessage(page, 'Your password has been changed')
    expect((await signIn(baseUrl(), client.login, 'Beausoleil-Terrasse-77')).data.co_id).toBe(
      client.id,
    )
  })
})
