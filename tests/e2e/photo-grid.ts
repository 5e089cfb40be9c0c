import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { expect } from 'vitest'

/*
 * The offer's photo grid in the admin (cms/admin/offers/photo-grid) as staff use it: files
 * dropped from the computer onto it, photos dragged with the mouse, its thumbnails in order.
 */
export type PhotoFile = { name: string; mimeType: string; buffer: Buffer }

const grid = (page: Page) => page.locator('.photo-grid')
/** The grid's photos, in order. */
export const photoTiles = (page: Page) => page.locator('.photo-grid__tile')

/**
 * A JPEG photo of one colour, as large as a camera's (`width`×`height`); with `grain`, every pixel
 * varies a little, as in a real photo, so that the file weighs what a real one does (about 1 MB
 * for 2400×1600) and its upload takes a visible time.
 */
export async function jpegPhoto(
  name: string,
  rgb: [number, number, number],
  { width = 1200, height = 800, grain = false } = {},
): Promise<PhotoFile> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) {
    const base = rgb[i % 3]!
    pixels[i] = grain
      ? Math.max(0, Math.min(255, base + Math.round((Math.random() - 0.5) * 60)))
      : base
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/**
 * Drops `files` onto the grid at once, as a file manager does: one drag carrying them all, its
 * DataTransfer built in the page (a browser driven from outside cannot drag from the desktop).
 */
export async function dropPhotos(page: Page, files: PhotoFile[]): Promise<void> {
  const zone = grid(page).locator('.photo-grid__zone')
  await zone.scrollIntoViewIfNeeded()
  await zone.evaluate(
    (el, list) => {
      const data = new DataTransfer()
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
        data.items.add(new File([bytes], f.name, { type: f.mimeType }))
      }
      for (const type of ['dragenter', 'dragover', 'drop'])
        el.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }),
        )
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  )
}

/** Chooses `files` at once with the grid's file button, as the browser's file chooser gives them. */
export async function choosePhotos(page: Page, files: PhotoFile[]): Promise<void> {
  await grid(page).locator('input[type=file]').setInputFiles(files)
}

/** Each file given to the grid: its name, its state (waiting, sending, sent, refused) and what it says. */
export const uploadRows = (page: Page) =>
  grid(page)
    .locator('.photo-grid__upload')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('.photo-grid__upload-name')?.textContent ?? '',
        state: row.getAttribute('data-state') ?? '',
        text:
          row.querySelector('.photo-grid__upload-error, .photo-grid__upload-state')?.textContent ??
          '',
      })),
    )

/** Waits until no file is waiting or being sent; answers the rows then. */
export async function uploadsFinished(page: Page, timeout = 60_000) {
  await expect
    .poll(
      async () =>
        (await uploadRows(page)).filter((r) => r.state === 'waiting' || r.state === 'sending')
          .length,
      { timeout },
    )
    .toBe(0)
  return uploadRows(page)
}

/** The media ids of the grid's photos, in order. */
export const gridPhotoIds = (page: Page) =>
  photoTiles(page).evaluateAll((tiles) => tiles.map((t) => Number(t.getAttribute('data-photo-id'))))

/** Drags the photo at `from` onto the one at `to` with the mouse (positions from 0), and waits for the grid to show it moved. */
export async function movePhoto(page: Page, from: number, to: number): Promise<void> {
  const before = await gridPhotoIds(page)
  const moving = before[from]
  await photoTiles(page).nth(from).dragTo(photoTiles(page).nth(to))
  await expect.poll(async () => (await gridPhotoIds(page)).indexOf(moving!)).toBe(to)
}

/** Waits until every thumbnail of the grid is loaded and shown. */
export async function thumbnailsShown(page: Page) {
  await expect
    .poll(() =>
      photoTiles(page).evaluateAll((tiles) =>
        tiles.every((t) => {
          const img = t.querySelector('img')
          return img !== null && img.complete && img.naturalWidth > 0
        }),
      ),
    )
    .toBe(true)
}
