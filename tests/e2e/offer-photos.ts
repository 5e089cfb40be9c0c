import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer }

/**
 * Adds photos to the offer open in the admin, as staff do in its photos field: the files chosen
 * at once in the field's "create new" drawer (Payload's bulk upload) and saved there. The offer's
 * photos tab must be open. Answers the notice the admin showed.
 */
export async function addPhotos(page: Page, files: PhotoFile[]): Promise<string> {
  const save = page.getByRole('button', { name: 'Sauvegarder', exact: true })
  await page.locator('.upload__createNewToggler').click()
  await page.locator('input[type=file]').last().setInputFiles(files)
  await save.click()
  await expect.poll(() => save.count()).toBe(0)
  const notice = page
    .locator('.payload-toast-container [data-sonner-toast]')
    .filter({ hasText: /fichier|file/ })
    .last()
  await expect.poll(() => notice.count()).toBeGreaterThan(0)
  return (await notice.textContent()) ?? ''
}
