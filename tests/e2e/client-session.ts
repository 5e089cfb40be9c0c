import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

import { readOutbox } from '@cms/domain/email/outbox-transport'
import { baseUrl, useBrowserContexts, waitForHydration } from './browser'

/*
 * What the account browser tests share: a desktop English page (cookie notice accepted), signed
 * in or not; form fields by label; generous polling; and the server's mail outbox.
 */
export const NO_OUTBOX = 'E2E_BASE_URL drives a server whose mail outbox this run cannot read'

export type StoredSession = { accesstoken: string; refreshtoken: string; data: unknown }

/**
 * A new page in its own context (added to `contexts` for closing); with a session, a client who
 * signed in earlier; with a user agent, a browser that names itself so (headless Chromium's own
 * is taken for a robot by the view counters).
 */
export async function clientPage(
  browser: Browser,
  contexts: BrowserContext[],
  session?: StoredSession,
  userAgent?: string,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    baseURL: baseUrl(),
    ...(userAgent ? { userAgent } : {}),
  })
  contexts.push(context)
  context.setDefaultTimeout(15_000)
  await context.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() }])
  if (session) {
    // What the site keeps in localStorage for a signed-in client.
    await context.addInitScript((s) => {
      if (localStorage.getItem('belsunce_user')) return
      localStorage.setItem('belsunce_accesstoken', s.accesstoken)
      localStorage.setItem('belsunce_refreshtoken', s.refreshtoken)
      localStorage.setItem('belsunce_user', JSON.stringify(s.data))
    }, session)
  }
  return waitForHydration(await context.newPage())
}

/** A Chromium for a test file, its contexts closed after its tests, and `page(session?)` to open a visitor's or a client's page. */
export function useClientPages() {
  const { browser, contexts } = useBrowserContexts()
  const page = (session?: StoredSession) => clientPage(browser(), contexts, session)
  return { browser, contexts, page }
}

/**
 * Resolves once the server acknowledged the page's `join` of its live room; call it before the
 * page loads the client area. socket.io starts on HTTP polling, then upgrades, so both are watched.
 */
export function liveRoomJoined(page: Page): Promise<void> {
  const ack = /43\d*\[\{"err":null\}\]/
  return new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload: frame }) => ack.test(String(frame)) && resolve()),
    )
    page.on('response', (r) => {
      if (r.url().includes('/socket.io/'))
        r.text().then(
          (body) => ack.test(body) && resolve(),
          () => undefined,
        )
    })
  })
}

/** A form field by its label, whatever marks follow it (the required asterisk). */
export const field = (label: string) => new RegExp(`^${label}\\b`)

/** Waits for a condition; generous because the machine running the browser may be busy. */
export const poll = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 20_000, interval: 100 })

/** The first mail to `to` sent since `since`, from the server's outbox. */
export async function waitForMail(to: string, since: number): Promise<{ text: string }> {
  const outboxDir = inject('e2eOutboxDir')
  if (!outboxDir) throw new Error(NO_OUTBOX)
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const mail = readOutbox(outboxDir).find((m) => m.to.includes(to) && Date.parse(m.date) >= since)
    if (mail) return mail
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`No mail to ${to} in the outbox`)
}

/** Waits until the client's area lists the agency's message about its visit request: a staff reply. */
export const visitReplyShown = (page: Page) =>
  poll(() =>
    page
      .getByTestId('agency-message')
      .getByText(/Réponse à votre demande de visite/)
      .isVisible(),
  ).toBe(true)
