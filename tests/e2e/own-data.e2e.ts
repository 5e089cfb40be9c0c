import fs from 'node:fs'

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { call, signIn } from '../helpers/http'
import { createClient } from './api'
import { baseUrl, expectAccessible } from './browser'
import { field, NO_OUTBOX, poll, useClientPages, waitForMail } from './client-session'

/*
 * A client's own data in Chromium: the client area downloads it as a file, then deletes the
 * account after the password step; the site ends signed out and the account is gone. A new client
 * each run: the demo client is shared by the other browser tests.
 */
const { page: clientPage } = useClientPages()

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

describe('a client’s own data in the client area', () => {
  it('downloads the data, then deletes the account with the password and ends signed out', async ({
    skip,
  }) => {
    skip(!inject('e2eOutboxDir'), NO_OUTBOX)
    const client = await createClient()
    const session = await signIn(baseUrl(), client.login, client.password)
    const page = await clientPage(session)
    await page.goto('/account')
    await poll(() => page.getByRole('heading', { level: 1, name: 'My account' }).isVisible()).toBe(
      true,
    )

    // Export: a JSON file the browser saves, holding the client's address.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download my data (JSON)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'))
    expect(exported.account.co_email1).toBe(client.email)
    expect(exported.account.co_login).toBe(client.login)

    // Deletion: nothing happens before the confirmation step, and a wrong password is said at its field.
    await page.getByRole('button', { name: 'Delete my account…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' })
    await poll(() => dialog.isVisible()).toBe(true)
    const password = dialog.getByLabel(field('Password'))
    await poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true)
    await expectAccessible(page, 'account deletion dialog')
    await password.fill('Not-The-Password-9')
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    await poll(() => dialog.getByRole('alert').textContent()).toBe('Incorrect password')
    expect(await password.getAttribute('aria-invalid')).toBe('true')
    expect(await storage(page, 'belsunce_accesstoken')).not.toBeNull()

    await password.fill(client.password)
    const asked = Date.now() - 1000
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click()
    const done = page.getByRole('dialog').filter({ hasText: 'Your account has been deleted' })
    await poll(() => done.isVisible()).toBe(true)
    await done.getByRole('button', { name: 'OK' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/')
    await poll(() =>
      page
        .getByRole('navigation')
        .getByRole('button', { name: 'Sign in', exact: true })
        .isVisible(),
    ).toBe(true)
    expect(await storage(page, 'belsunce_accesstoken')).toBeNull()
    expect(await storage(page, 'belsunce_user')).toBeNull()

    const mail = await waitForMail(client.email, asked)
    expect(mail.text).toContain('your client account was deleted on')
    const again = await call(baseUrl(), 'POST', '/web/1.0/signin', {
      co_login: client.login,
      co_password: client.password,
    })
    expect(again.status).toBe(401)
    expect(again.body.err?.code).toBe('bad_credentials')
  })
})
