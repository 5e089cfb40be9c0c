import express from 'express'

import { publicOfferWhere } from '@cms/schema/access/published-web-offers'
import { startServer } from '../adapters/server'

/**
 * The benchmark's server process: the real app (with Payload's admin and REST API through
 * Next, unless BENCH_ADMIN=0) and, beside it, the yardstick — the same rows read raw through
 * `payload.db` — and the bench's own handles: an edit saved as staff saves it, and the count of
 * answers the public cache computed.
 */
const running = await startServer({ port: 0, admin: process.env.BENCH_ADMIN !== '0', seed: false })
const { payload } = running
const raw = express()
raw.get('/raw/offers', async (_req, res) => {
  const rows = await payload.db.find({
    collection: 'offers',
    where: publicOfferWhere,
    sort: '-createdAt',
    limit: 1000,
    pagination: false,
    locale: 'en',
  })
  res.json(rows.docs)
})
raw.get('/raw/offers/:slug', async (req, res) => {
  const row = await payload.db.findOne({
    collection: 'offers',
    where: { and: [publicOfferWhere, { of_slug_fr: { equals: req.params.slug } }] },
    locale: 'en',
  })
  res.json(row)
})
// One save through Payload, as the admin makes it (its hooks tell the caches): an offer's name changes…
raw.post('/raw/edit/offer/:id', async (req, res) => {
  const data = { of_name: `Bench edit ${Date.now()}` }
  await payload.update({
    collection: 'offers',
    id: Number(req.params.id),
    data,
    overrideAccess: true,
  })
  res.json({ ok: true })
})
// …or a school distance's name (every offer card joins the distances: the lists are all made anew).
raw.post('/raw/edit/distance', async (_req, res) => {
  const { docs } = await payload.find({
    collection: 'distances',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const data = { schoolName: `Bench school ${Date.now()}` }
  await payload.update({ collection: 'distances', id: docs[0].id, data, overrideAccess: true })
  res.json({ ok: true })
})
raw.get('/raw/cache', (_req, res) => {
  res.json({
    computes: running.services.publicCache.computes(),
    ...running.services.publicCache.size(),
  })
})
const rawServer = raw.listen(0, () => {
  const rawPort = (rawServer.address() as { port: number }).port
  process.stdout.write(
    `BENCH_READY ${JSON.stringify({ url: running.url, raw: `http://localhost:${rawPort}` })}\n`,
  )
})
const stop = async () => {
  rawServer.close()
  await running.close()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
