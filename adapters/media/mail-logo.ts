import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { Router } from 'express'
import sharp from 'sharp'

/** The site's logo, the one file both the site and the mails show. */
const LOGO_SVG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../site/public/logo.svg',
)

/** Drawn 44 px wide in the mails: twice that for sharp screens. */
export const MAIL_LOGO_SIDE = 88

/**
 * GET /mail-logo.png (MAIL_LOGO_PATH): the logo as a PNG, since Gmail and Outlook show no SVG. Made once from the
 * SVG and kept in memory; opened to other origins, since a webmail loads it from its own pages.
 */
export function mailLogoRouter(): Router {
  const router = Router()
  let png: Promise<Buffer> | null = null
  router.get('/mail-logo.png', async (_req, res) => {
    png ??= fs
      .readFile(LOGO_SVG)
      .then((svg) =>
        sharp(svg, { density: 300 }).resize(MAIL_LOGO_SIDE, MAIL_LOGO_SIDE).png().toBuffer(),
      )
    const body = await png.catch((err: unknown) => {
      png = null
      throw err
    })
    res
      .set({
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=86400',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .send(body)
  })
  return router
}
