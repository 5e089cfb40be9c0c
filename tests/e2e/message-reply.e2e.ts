import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_CLIENT, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { staffInAdmin } from './admin-session'
import { staff } from './api'
import { expectAccessible } from './browser'
import { field, poll, useClientPages } from './client-session'

/*
 * A client answers the agency's message in Chromium: the demo client signs in on /login, writes
 * under the message in the client area, and the admin open in another browser shows the reply
 * arrive (a notice and the unread count) without a reload. The message is the test's own; the
 * demo client's messages are removed by the other account tests, and its replies with them.
 */
const { browser, contexts, page: visitor } = useClientPages()

const subject = `Votre visite de la villa Mimosa (${Date.now().toString(36)})`
let messageId: number | string

beforeAll(async () => {
  const [demo] = await staff.find('contacts', { username: DEMO_CLIENT.username })
  if (!demo)
    throw new Error(
      `The demo client ${DEMO_CLIENT.username} is missing: the browser tests need the demo data`,
    )
  const message = await staff.create('messages', {
    contact: demo.id,
    subject,
    body: 'Le propriétaire propose mardi à 10 h. Cela vous convient-il ?',
  })
  messageId = message.id
})

afterAll(async () => {
  if (messageId != null) await staff.delete('messages', { id: messageId })
})

/** The unread count beside "Réponses des clients" in the admin's navigation (0 when none is shown). */
const unreadInNav = async (admin: Page) => {
  const text = (await admin.locator('.agency-nav__replies').textContent()) ?? ''
  return Number(/\((\d+) non lue/.exec(text)?.[1] ?? 0)
}

describe('a client reply reaching staff live', () => {
  it('the demo client replies under the agency’s message; the open admin shows it arrive', async () => {
    // Staff are in the admin, on the message the client is about to answer.
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF, 1280)
    const socketOpen = new Promise<void>((resolve) =>
      admin.on('websocket', (ws) => ws.url().includes('/socket.io/') && resolve()),
    )
    await admin.goto(`/admin/collections/messages/${messageId}`)
    await socketOpen
    await poll(() => admin.locator('.agency-nav__replies').isVisible()).toBe(true)
    // The count is read once the navigation has asked for it.
    await new Promise((r) => setTimeout(r, 1000))
    const unreadBefore = await unreadInNav(admin)
    // A mark on the admin's page: a reload would lose it.
    await admin.evaluate(() => Object.assign(window, { stillTheSamePage: true }))

    // The demo client signs in and opens its messages.
    const page = await visitor()
    await page.goto('/login')
    const login = page.locator('main')
    await login.getByLabel(field('Login')).fill(DEMO_CLIENT.username)
    await login.getByLabel(field('Password')).fill(DEMO_CLIENT.password)
    await login.getByRole('button', { name: 'Sign in', exact: true }).click()
    const signedIn = page.getByRole('dialog').filter({ hasText: 'You are signed in' })
    await poll(() => signedIn.isVisible()).toBe(true)
    await signedIn.getByRole('button', { name: 'OK' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('link', { name: 'Client area' }).click()
    const message = page.getByTestId('agency-message').filter({ hasText: subject })
    await poll(() => message.isVisible()).toBe(true)

    // Nothing written: the field says so and nothing is sent.
    const box = message.getByLabel(field('Your reply'))
    await message.getByRole('button', { name: 'Send my reply' }).click()
    await poll(() => message.getByText('Write your reply before sending it').isVisible()).toBe(true)
    expect(await box.getAttribute('aria-invalid')).toBe('true')
    expect(await message.getByTestId('message-reply').count()).toBe(0)

    const reply = 'Mardi 10 h me convient très bien, merci.'
    await box.fill(reply)
    expect(await box.getAttribute('aria-invalid')).toBeNull()
    await message.getByRole('button', { name: 'Send my reply' }).click()
    // The reply shows in the thread at once, and the box is emptied for another one.
    await poll(() =>
      message.getByTestId('message-reply').filter({ hasText: reply }).isVisible(),
    ).toBe(true)
    expect(await box.inputValue()).toBe('')
    await expectAccessible(page, 'client area with a reply')

    // The admin, never reloaded, shows the reply's notice and one more unread reply.
    const [stored] = await staff.find('message-replies', { message: messageId })
    expect(stored).toMatchObject({ text: reply, read_by_staff: false })
    const notice = admin.locator(
      `a[data-staff-notice="message-reply"][href$="/admin/collections/message-replies/${stored.id}"]`,
    )
    await poll(() => notice.isVisible()).toBe(true)
    expect(await notice.textContent()).toBe(
      `Réponse d’un client — ${DEMO_CLIENT.firstname} ${DEMO_CLIENT.name} — ${subject}`,
    )
    await poll(() => unreadInNav(admin)).toBe(unreadBefore + 1)
    expect(await admin.evaluate(() => 'stillTheSamePage' in window)).toBe(true)

    // On the message's page, staff find the reply under the message it answers.
    await admin.reload()
    await poll(() => admin.getByText(reply).first().isVisible()).toBe(true)
  })
})
