import fs from 'node:fs'
import path from 'node:path'

import { Router } from 'express'
import QRCode from 'qrcode'
import sharp from 'sharp'

import { toLocale } from '../../../cms/locales'
import type { Item, Media, Offer } from '../../../cms/payload-types'
import type { AppDeps } from '../../start/deps'
import { ApiError } from '../../http/errors'
import { queryString } from '../../http/validate'
import { OFFER_SELECT, withRelations } from '../repository'
import { renderSheet } from './sheet-pdf'

/** GET /offers/:id/print — the listing sheet of a public offer as a PDF, in the asked language. */
export function printRouter({ payload, env }: AppDeps): Router {
  const router = Router()
  const idPattern = payload.db.defaultIDType === 'number' ? /^\d{1,15}$/ : /^[A-Za-z0-9_-]{1,64}$/

  router.get('/offers/:id/print', async (req, res) => {
    const lang = toLocale(queryString(req.query.lang))
    const type = queryString(req.query.type) ?? 'complete'
    if (type !== 'complete') throw new ApiError('invalid_input', 'type must be complete', ['type'])
    const notFound = new ApiError('not_found', 'No such offer')
    if (!idPattern.test(req.params.id)) throw notFound
    const found = await payload.find({ collection: 'offers', where: { id: { equals: req.params.id } }, select: OFFER_SELECT, depth: 0, locale: lang, limit: 1, pagination: false, overrideAccess: false })
    const raw = found.docs[0] as Offer | undefined
    if (!raw) throw notFound
    const [[offer], items] = await Promise.all([
      withRelations(payload, [raw], lang),
      payload.find({ collection: 'items', where: { kind: { in: ['type', 'service'] } }, depth: 0, pagination: false, limit: 0, overrideAccess: false }),
    ])
    const label = (i: Item) => i[`label_${lang}`] || i.label_en
    const typeItem = (items.docs as Item[]).find((i) => i.kind === 'type' && i.value === offer.of_type)
    const services = (items.docs as Item[]).filter((i) => i.kind === 'service' && (offer.of_services & i.value) !== 0)
    const url = `${env.PUBLIC_URL}/offers/details/${offer.of_slug_fr}`

    const [photos, qrPng] = await Promise.all([photosOf(payload, env.mediaDir, offer.images.slice(0, 3).map((i) => i.fi_id)), QRCode.toBuffer(url, { margin: 1, width: 300 })])
    const pdf = await renderSheet({
      offer,
      lang,
      typeLabel: typeItem ? label(typeItem) : '',
      serviceLabels: services.map(label),
      photos,
      qrPng,
      url,
      agency: { name: env.AGENCY_NAME, phone: env.AGENCY_PHONE, email: env.AGENCY_EMAIL, address: env.AGENCY_ADDRESS },
    })
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${offer.of_ref.replace(/[^\w.-]+/g, '_')}-${lang}.pdf"`,
      'Cache-Control': 'no-cache',
    })
    res.send(pdf)
  })
  return router
}

/** Public photos as JPEG (pdfkit reads JPEG and PNG only), scaled down for a printed page. */
async function photosOf(payload: AppDeps['payload'], mediaDir: string, ids: (number | string)[]): Promise<Buffer[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, select: { filename: true }, depth: 0, pagination: false, limit: 0, overrideAccess: false })
  const byId = new Map((docs as Media[]).map((m) => [String(m.id), m]))
  const files = ids.map((id) => byId.get(String(id))?.filename).filter((f): f is string => Boolean(f)).map((f) => path.join(mediaDir, path.basename(f)))
  const converted = await Promise.all(
    files.filter((f) => fs.existsSync(f)).map((f) => sharp(f).rotate().resize(1200, 800, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer().catch(() => null)),
  )
  return converted.filter((b): b is Buffer => b != null)
}
