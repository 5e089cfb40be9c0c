import express from 'express'

import { publicOfferWhere } from '../cms/access/published-web-offers'
import { startServer } from '../adapters/server'

/**
 * The benchmark's server process: the real app (with Payload's admin and REST API through
 * Next) and, beside it, the yardstick — the same rows read raw through `payload.db`.
 */
const running = await startServer({ port: 0, admin: true, seed: false })
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
