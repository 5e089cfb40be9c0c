import type { Browser, BrowserContext, Page } from 'playwright-core'

import { baseUrl } from './browser'

/*
 * What the admin browser tests share: signing a staff member in on the real login page, and
 * Payload's REST API called from inside the signed-in page (its cookie, as the admin's own calls).
 */
export type StaffAccount = { email: string; password: string }

/** Signs in on the admin's login page and waits for the admin behind it. */
export async function signInToAdmin(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type=submit]').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 60_000 })
}

/** A staff member signed in to the admin in a context of their own (added to `contexts` for closing); French, as staff use it. */
export async function staffInAdmin(
  browser: Browser,
  contexts: BrowserContext[],
  account: StaffAccount,
  width = 1440,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'fr-FR',
    baseURL: baseUrl(),
  })
  contexts.push(context)
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  await signInToAdmin(page, account)
  return page
}

/** A call to Payload's REST API from the signed-in admin page: its status and JSON body (null when there is none). */
export async function adminFetch<T>(
  page: Page,
  method: string,
  path: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, data }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: data ? { 'content-type': 'application/json' } : {},
        body: data ? JSON.stringify(data) : undefined,
      })
      return { status: res.status, body: await res.json().catch(() => null) }
    },
    { method, path, data },
  ) as Promise<{ status: number; body: T }>
}
