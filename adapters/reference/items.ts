import { Router } from 'express'

import type { District, Item } from '../../cms/payload-types'
import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { toDistrictName, toExclusivity, toService, toOfferType } from './mapper'

/** GET /items: reference data (types, exclusivity codes, services, and every district's name). */
export function itemsRouter({ payload, publicCache: cache }: AppDeps): Router {
  const router = Router()
  router.get('/items', async (req, res) => {
    sendPrepared(req, res, await cache.json('items', () => reference(payload)))
  })
  return router
}

async function reference(payload: AppDeps['payload']) {
  const [items, districts] = await Promise.all([
    payload.find({
      collection: 'items',
      sort: ['kind', 'value'],
      depth: 0,
      pagination: false,
      limit: 0,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'districts',
      sort: ['order', 'value'],
      depth: 0,
      locale: 'all',
      pagination: false,
      limit: 0,
      overrideAccess: false,
    }),
  ])
  const of = (kind: Item['kind']) => (items.docs as Item[]).filter((i) => i.kind === kind)
  return {
    err: null,
    data: {
      items_of_type: of('type').map(toOfferType),
      items_of_exclusivite: of('exclusivity').map(toExclusivity),
      services: of('service').map((i) => toService(i)),
      districts: (districts.docs as District[]).map(toDistrictName),
    },
  }
}
