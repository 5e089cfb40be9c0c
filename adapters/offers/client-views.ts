import { Router } from 'express'
import type { Payload, Where } from 'payload'

import { requireCaller } from '../auth/caller'
import type { AppDeps } from '../start/deps'
import { publicOfferId } from '@cms/domain/offers/public-offer'
import { createRecentViews } from './recent-views'
import { isCountedVisitor } from './view-counter'

/**
 * Adds one view of `offer` by `client` to their row (creating it on the first view), atomically,
 * so two instances recording at once add up instead of overwriting each other.
 */
async function addClientView(
  payload: Payload,
  client: number | string,
  offer: number | string,
  at: Date,
) {
  const where: Where = { and: [{ client: { equals: client } }, { offer: { equals: offer } }] }
  const inc = () =>
    payload.db.updateOne({
      collection: 'client-offer-views',
      where,
      data: { count: { $inc: 1 }, last_viewed_at: at.toISOString() },
      options: { atomic: true },
      returning: true,
    })
  if (await inc()) return
  try {
    await payload.create({
      collection: 'client-offer-views',
      data: {
        client: client as number,
        offer: offer as number,
        count: 1,
        last_viewed_at: at.toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (err) {
    // Another request created the row meanwhile (unique per client and offer): add to it.
    if (!(await inc())) throw err
  }
}

/**
 * POST /offers/:slug/viewed: the site tells that the signed-in client (its x-access-token) opened
 * an offer's page, so the client's page in the admin lists the offers it looked at. The page may
 * have been rendered before the site knew who reads it, hence this call once it runs. Counted as
 * the anonymous views are: no cookie, robots not counted, the same offer again within half an hour
 * one view; only offers the public may see. Anonymous visitors are refused and never recorded.
 */
export function clientViewsRouter({ payload, shared }: AppDeps): Router {
  const router = Router()
  const seen = createRecentViews()
  router.post('/offers/:slug/viewed', shared.limit(120), requireCaller, async (req, res) => {
    const slug = String(req.params.slug).slice(0, 200)
    const client = req.caller!.id
    const now = new Date()
    if (
      !isCountedVisitor(req.get('user-agent')) ||
      !seen.firstIn(String(client), slug, now.getTime())
    )
      return void res.json({ err: null, data: { counted: false } })
    const offer = await publicOfferId(payload, slug)
    if (offer != null) await addClientView(payload, client, offer, now)
    res.json({ err: null, data: { counted: offer != null } })
  })
  return router
}
