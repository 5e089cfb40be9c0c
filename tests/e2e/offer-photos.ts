import type { Page } from 'playwright-core'
import { expect } from 'vitest'

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer }

/**
 * Adds photos to the offer open in the admin, as staff do in its photos field: each file uploaded
 * through the field's "create new" drawer and saved there. The offer's photos tab must be open.
 */
export async function addPhotos(page: Page, files: PhotoFile[]) {
  const save = page.getByRole('button', { name: 'Sauvegarder', exact: true })
  for (const file of files) {
    await page.locator('.upload__createNewToggler').click()
    await page.locator('input[type=file]').last().setInputFiles(file)
    await save.click()
    await expect.poll(() => save.count()).toBe(0)
  }
}
