import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/*
 * Payload's offer form as staff fill it: relationship pickers (open the field, type the start of a
 * name, wait for the option wanted, click it) and the rich-text description.
 */

const options = (page: Page) => page.locator('.rs__menu .rs__option')

/**
 * Opens the picker of `field` with `search` typed in it, unless its menu is open already: the form
 * may still be settling when first clicked, and a re-render closes the menu.
 */
async function openPicker(page: Page, field: string, search: string) {
  if (await page.locator(`#field-${field} .rs__menu`).count()) return
  await page.locator(`#field-${field} .rs__control`).click()
  await page.keyboard.press('ControlOrMeta+A')
  if (search) await page.keyboard.type(search)
}

/** What the open picker offers, the picker opened again if its menu closed in between. */
async function offeredBy(page: Page, field: string, search: string) {
  await openPicker(page, field, search)
  return options(page).allTextContents()
}

/**
 * Types `search` in the picker of `field` and clicks the option named exactly `label`; returns
 * every option the picker offered then, for the test to check how they read.
 */
export async function pick(page: Page, field: string, search: string, label: string) {
  let offered: string[] = []
  await expect
    .poll(async () => (offered = await offeredBy(page, field, search)), {
      message: `the ${field} picker offers "${label}" for "${search}"`,
    })
    .toContain(label)
  await options(page)
    .filter({ hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .first()
    .click()
  await expect.poll(() => chosen(page, field)).toContain(label)
  return offered
}

/**
 * Picks in `field` as a keyboard user does: one click into the picker, the start of the name typed
 * (`label` must begin with `search`), and Enter once the picker highlights the option wanted. While
 * the picker, its search answered, highlights another, one more letter of the name is typed, as
 * staff narrow the list; each is counted as typed.
 */
export async function pickByKeyboard(page: Page, field: string, search: string, label: string) {
  expect(label.startsWith(search), `"${label}" begins with "${search}"`).toBe(true)
  await page.locator(`#field-${field} .rs__control`).click()
  await page.keyboard.type(search)
  const highlighted = page.locator(`#field-${field} .rs__menu .rs__option--is-focused`)
  // The picker searches 300 ms after the last key: a few seconds are enough for its answer.
  const shown = (timeout: number) =>
    expect
      .poll(() => highlighted.allTextContents(), { timeout })
      .toEqual([label])
      .then(() => true)
      .catch(() => false)
  for (let typed = search.length; !(await shown(3_000)); typed++) {
    expect(typed, `the ${field} picker highlights "${label}" for its whole name`).toBeLessThan(
      label.length,
    )
    await page.keyboard.type(label[typed]!)
  }
  await page.keyboard.press('Enter')
  await expect.poll(() => chosen(page, field)).toEqual([label])
}

/** Every option a picker offers as it opens, before anything is typed; the menu is closed again. */
export async function optionsOf(page: Page, field: string): Promise<string[]> {
  let offered: string[] = []
  await expect
    .poll(async () => (offered = await offeredBy(page, field, '')).length)
    .toBeGreaterThan(0)
  await page.keyboard.press('Escape')
  await expect.poll(() => options(page).count()).toBe(0)
  return offered
}

/** The names a picker shows as chosen (without its edit buttons): its single value, or each value of a many-valued one. */
export const chosen = (page: Page, field: string) =>
  page
    .locator(
      `#field-${field} .relationship--single-value__text, #field-${field} .relationship--multi-value-label__text`,
    )
    .allTextContents()

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The description as an editor types it in the rich-text editor, in the language the form is open in. */
export async function typeDescription(page: Page, text: string) {
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  // A key pressed while the editor is still starting may be lost: then the text is typed again.
  for (let attempt = 0; attempt < 3 && (await editor.textContent()) !== text; attempt++) {
    await editor.click()
    await expect.poll(() => editor.evaluate((e) => e.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    // Typed as an input method writes it: key by key, a leading Cyrillic capital is dropped by the editor.
    await page.keyboard.insertText(text)
    await expect
      .poll(() => editor.textContent(), { timeout: 3_000 })
      .toBe(text)
      .catch(() => undefined)
  }
  expect(await editor.textContent()).toBe(text)
  // The editor hands its value to the form when the browser is next idle (500 ms at most): a save
  // clicked sooner would send the text before the typing. Idle callbacks run in the order asked.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_000 })),
  )
}
