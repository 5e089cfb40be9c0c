import { Router } from 'express'
import QRCode from 'qrcode'
import { toLanguage, type Language } from '@contract/languages'
import { ApiError } from '@contract/api-error'
import { queryString } from '@contract/query-values'

import type { Item } from '@cms/payload-types'
import type { AppDeps } from '../../start/deps'
import { withRelations } from '../repository'
import { OFFER_SELECT } from '@cms/domain/offers/offer-select'
import { renderSheet } from './sheet-pdf'
import { negotiatorOf, toNegotiator } from '@cms/domain/offers/offer-negotiator'
import { localized } from '@cms/domain/payload/payload-values'
import { idPatternOf } from '@cms/domain/payload/id-pattern'
import { findFirst } from '@cms/domain/payload/typed-reads'
import { originalReader } from '@cms/domain/storage/read-original'
import { sheetPhotos } from './sheet-photos'

/**
 * GET /offers/:id/print — the listing sheet of a public offer as a PDF, in the asked language;
 * rendered once per offer and language while the data is unchanged, like the public answers.
 */
export function printRouter({
  payload,
  env,
  shared,
  publicCache: cache,
  mediaMemory,
}: AppDeps): Router {
  const router = Router()
  const idPattern = idPatternOf(payload)
  const readOriginal = originalReader(env)

  router.get('/offers/:id/print', shared.limit(60), async (req, res) => {
    const lang = toLanguage(queryString(req.query.lang))
    const type = queryString(req.query.type) ?? 'complete'
    if (type !== 'complete') throw new ApiError('invalid_input', 'type must be complete', ['type'])
    const id = String(req.params.id)
    if (!idPattern.test(id)) throw new ApiError('not_found', 'No such offer')
    // Kept as "<reference>\n<PDF bytes>": the reference names the file.
    const kept = await cache.bytes(`print:${lang}:${id}`, async () => {
      const { ref, pdf } = await renderOffer(id, lang)
      return Buffer.concat([Buffer.from(`${ref}\n`), pdf])
    })
    const cut = kept.indexOf(10)
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${kept
        .subarray(0, cut)
        .toString()
        .replace(/[^\w.-]+/g, '_')}-${lang}.pdf"`,
      'Cache-Control': 'no-cache',
    })
    res.send(kept.subarray(cut + 1))
  })
  return router

  async function renderOffer(id: string, lang: Language): Promise<{ ref: string; pdf: Buffer }> {
    const raw = await findFirst(payload, {
      collection: 'offers',
      where: { id: { equals: id } },
      select: OFFER_SELECT,
      depth: 0,
      locale: lang,
      overrideAccess: false,
    })
    if (!raw) throw new ApiError('not_found', 'No such offer')
    const [[card], negotiator, items] = await Promise.all([
      withRelations(payload, [raw], lang),
      negotiatorOf(payload, raw),
      payload.find({
        collection: 'items',
        where: { kind: { in: ['type', 'service'] } },
        depth: 0,
        pagination: false,
        limit: 0,
        overrideAccess: false,
      }),
    ])
    const offer = { ...card, of_negotiator: toNegotiator(negotiator) }
    const label = (i: Item) => i[`label_${lang}`] || i.label_en
    const typeItem = items.docs.find((i) => i.kind === 'type' && i.value === offer.of_type)
    const services = items.docs.filter(
      (i) => i.kind === 'service' && (offer.of_services & i.value) !== 0,
    )
    const url = `${env.PUBLIC_URL}/offers/details/${offer.of_slug_fr}`
    const [photos, qrPng, districtNames] = await Promise.all([
      // Private photos are among an offer's images too: a dozen leaves enough public ones.
      sheetPhotos(
        payload,
        env,
        readOriginal,
        mediaMemory,
        offer.images.slice(0, 12).map((i) => i.fi_id),
      ),
      QRCode.toBuffer(url, { margin: 1, width: 300 }),
      districtNamesOf(payload, [offer.of_district, offer.bu_id?.bu_district ?? ''], lang),
    ])
    const pdf = await renderSheet({
      offer,
      lang,
      typeLabel: typeItem ? label(typeItem) : '',
      serviceLabels: services.map(label),
      photos,
      qrPng,
      url,
      agency: {
        name: env.AGENCY_NAME,
        phone: env.AGENCY_PHONE,
        email: env.AGENCY_EMAIL,
        address: env.AGENCY_ADDRESS,
      },
      districtNames,
    })
    return { ref: offer.of_ref, pdf }
  }
}

/** The names of districts in one language, as the districts list gives them, by their value. */
async function districtNamesOf(
  payload: AppDeps['payload'],
  values: string[],
  lang: Language,
): Promise<Record<string, string>> {
  const wanted = [...new Set(values.filter(Boolean))]
  if (!wanted.length) return {}
  const { docs } = await payload.find({
    collection: 'districts',
    where: { value: { in: wanted } },
    select: { value: true, text: true },
    depth: 0,
    locale: lang,
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  return Object.fromEntries(
    docs.map((d) => [d.value, localized(d.text, lang)]).filter(([, name]) => name),
  )
}
