import { Router } from 'express'
import type { Where } from 'payload'
import { z } from 'zod'
import { toLanguage } from '@contract/languages'
import { queryString } from '@contract/query-values'
import { SALE_RENT } from '@contract/limits'

import type { District } from '../../cms/payload-types'
import type { AppDeps } from '../start/deps'
import { parseInput } from '../http/validate'
import { sendPrepared } from '../http/compression'
import { countPublicOffers } from '../offers/repository'
import { toDistrictTile } from './mapper'

const querySchema = z.object({
  salerent: z.enum(SALE_RENT).default('rents_and_sales'),
  where: z.enum(['monaco', 'france']).optional(),
})

const kindWhere: Record<z.infer<typeof querySchema>['salerent'], Where[]> = {
  sales: [{ of_sell: { equals: true } }],
  rents: [{ of_rent: { equals: true } }],
  rents_and_sales: [],
}

/** GET /districts: the tiles of an area with how many published offers each holds (empty tiles hidden). */
export function districtsRouter({ payload, publicCache: cache }: AppDeps): Router {
  const router = Router()
  router.get('/districts', async (req, res) => {
    const q = parseInput(querySchema, {
      salerent: queryString(req.query.salerent) || undefined,
      where: queryString(req.query.where) || undefined,
    })
    const lang = toLanguage(queryString(req.query.lang))
    const answer = await cache.json(
      `districts:${lang}:${q.salerent}:${q.where ?? ''}`,
      async () => {
        const { docs } = await payload.find({
          collection: 'districts',
          where: q.where ? { area: { equals: q.where } } : {},
          sort: ['order', 'value'],
          depth: 0,
          locale: lang,
          pagination: false,
          limit: 0,
          overrideAccess: false,
        })
        const tiles = await Promise.all(
          (docs as District[]).map(async (d) => {
            const nb = await countPublicOffers(payload, {
              and: [
                { of_area: { equals: d.area } },
                { of_district: { equals: d.value } },
                ...kindWhere[q.salerent],
              ],
            })
            return toDistrictTile(d, lang, nb)
          }),
        )
        return { err: null, data: tiles.filter((t) => t.nb > 0) }
      },
    )
    sendPrepared(req, res, answer)
  })
  return router
}
