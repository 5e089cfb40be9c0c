import type { Page, WebSocket } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { DEMO_CLIENT } from '@cms/seed/demo-accounts'
import { call, signIn } from '../helpers/http'
import { baseUrl } from './browser'
import { liveRoomJoined, poll, useClientPages } from './client-session'

/*
 * Signing out of the client area in Chromium: the session ends once, on the server and in the
 * browser, and nothing on the page tries to bring it back with the tokens just revoked.
 */
const { page: clientPage } = useClientPages()

const demoSession = () => signIn(baseUrl(), DEMO_CLIENT.username, DEMO_CLIENT.password)

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

const signInButton = (page: Page) =>
  page.getByRole('button', { name: 'Sign in', exact: true }).first()

/** Waits until the page has no request left running: the site's loading bar is off. */
const requestsSettled = (page: Page) =>
  poll(() => page.locator('.loading-bar').getAttribute('aria-busy')).toBe('false')

const isRenewal = (url: string) => /\/web\/1\.0\/(auto)?signin$/.test(new URL(url).pathname)

describe('signing out of the client area', () => {
  it('ends the session without an automatic sign-in with the revoked tokens, and without a console error', async () => {
    const page = await clientPage(await demoSession())
    const sockets: WebSocket[] = []
    page.on('websocket', (ws) => ws.url().includes('/socket.io/') && sockets.push(ws))
    const joined = liveRoomJoined(page)
    await page.goto('/account')
    await joined
    await poll(() =>
      page.getByText(`Hello ${DEMO_CLIENT.firstname} ${DEMO_CLIENT.name}`).isVisible(),
    ).toBe(true)
    // The live channel runs over its WebSocket, which the server closes when the session ends.
    await poll(() => sockets.length).toBeGreaterThan(0)
    await requestsSettled(page)
    // The tokens the page holds now, renewed on load, are the ones the sign-out must revoke.
    const accesstoken = await storage(page, 'belsunce_accesstoken')
    const refreshtoken = await storage(page, 'belsunce_refreshtoken')

    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    const signedOut = page.waitForResponse((r) => r.url().endsWith('/web/1.0/signout'))

    await page.getByRole('button', { name: 'Sign out' }).click()
    expect((await signedOut).status()).toBe(200)
    await poll(() => signInButton(page).isVisible()).toBe(true)
    await poll(() => new URL(page.url()).pathname).toBe('/')
    await poll(() => sockets.every((ws) => ws.isClosed())).toBe(true)
    // A renewal asked when the socket closed would have started by now; wait for its answer too.
    await requestsSettled(page)

    expect(requests.filter(isRenewal)).toEqual([])
    expect(errors).toEqual([])
    expect(await storage(page, 'belsunce_accesstoken')).toBeNull()
    expect(await storage(page, 'belsunce_refreshtoken')).toBeNull()
    expect(await storage(page, 'belsunce_user')).toBeNull()
    // Forgotten in the browser first, the session still ended on the server.
    const renewal = await call(baseUrl(), 'POST', '/web/1.0/autosignin', {
      accesstoken,
      refreshtoken,
    })
    expect(renewal.status).toBe(401)
  })

  it('stays signed out when a renewal asked before the sign-out is answered after it', async () => {
    const page = await clientPage(await demoSession())
    // The automatic sign-in of the first page is held back, as on a slow network, until the sign-out is done.
    let answered!: () => void
    const renewalAnswered = new Promise<void>((resolve) => (answered = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/web/1.0/autosignin', async (route) => {
      const response = await route.fetch()
      answered()
      await released
      await route.fulfill({ response })
    })
    await page.goto('/')
    await renewalAnswered
    // Every session the page stores from now on, as the site writes it.
    await page.evaluate(() => {
      const stored: string[] = []
      ;(window as Window & { storedUsers?: string[] }).storedUsers = stored
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'belsunce_user') stored.push(value)
        setItem.call(this, key, value)
      }
    })
    const signedOut = page.waitForResponse((r) => r.url().endsWith('/web/1.0/signout'))

    await page.getByRole('button', { name: 'Sign out' }).click()
    expect((await signedOut).status()).toBe(200)
    await poll(() => signInButton(page).isVisible()).toBe(true)
    release()
    await requestsSettled(page)

    // The late answer is dropped: the client is never shown signed in again.
    expect(
      await page.evaluate(() => (window as Window & { storedUsers?: string[] }).storedUsers),
    ).toEqual([])
    expect(await storage(page, 'belsunce_user')).toBeNull()
    expect(await storage(page, 'belsunce_accesstoken')).toBeNull()
    expect(await storage(page, 'belsunce_refreshtoken')).toBeNull()
    expect(await signInButton(page).isVisible()).toBe(true)
  })
})
