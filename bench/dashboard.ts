import os from 'node:os'

import { ensureBuilt } from '../scripts/build-steps'
import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { childEnv, dataDir, ensureDatabase, startBenchServer } from './bench-data'

/**
 * Benchmark of the staff dashboard (run by hand: `npm run bench:dashboard`), on the 5000-offer
 * data set with a month of daily view counters: the time of the dashboard's data (every count and
 * first items, read in parallel through the Local API) and of the whole admin page as a signed-in
 * staff member gets it. Target: under 300 ms. It prints figures; it asserts nothing.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
/** A month of views: this many offers seen each day. */
const VIEWED_A_DAY = 200
const DAY_MS = 24 * 60 * 60 * 1000

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`

const counts = (rows: { key: string; count: number }[]) =>
  rows.map((c) => `${c.key} ${c.count}`).join(', ')

function report(name: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  console.log(
    `${name.padEnd(40)} ${times.length} runs  p50 ${ms(pct(sorted, 50))}  p95 ${ms(pct(sorted, 95))}  ` +
      `mean ${ms(mean)}  max ${ms(sorted.at(-1) ?? NaN)}`,
  )
}

/** `run` timed RUNS times after a warm-up; `before` (not timed) prepares each run. */
async function timed(name: string, run: () => Promise<void>, before?: () => Promise<void>) {
  for (let i = 0; i < 3; i++) await run() // warm-up: JIT, SQLite pages, Next's first render
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    await before?.()
    const t = performance.now()
    await run()
    times.push(performance.now() - t)
    process.stdout.write(`\r  ${name}: ${i + 1}/${RUNS}`)
  }
  process.stdout.write('\r')
  report(name, times)
}

/** The data function, in this process on the bench database (the server is not running yet). */
async function dataFigures() {
  Object.assign(process.env, childEnv)
  const { initPayload } = await import('@cms/domain/start/init-payload')
  const { loadDashboard } = await import('@cms/admin/dashboard/load-dashboard')
  const { utcDay } = await import('@cms/schema/collections/OfferViews')
  const payload = await initPayload()
  try {
    const offers = await payload.find({
      collection: 'offers',
      select: { of_ref: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    if (
      (await payload.count({ collection: 'offer-views', overrideAccess: true })).totalDocs === 0
    ) {
      console.log(`Adding 30 days of view counters (${VIEWED_A_DAY} offers a day)…`)
      for (let d = 0; d < 30; d++) {
        const day = utcDay(new Date(Date.now() - d * DAY_MS))
        for (let i = 0; i < VIEWED_A_DAY; i++) {
          const offer = offers.docs[(d * 37 + i * 13) % offers.docs.length]
          if (offer)
            await payload.db
              .create({
                collection: 'offer-views',
                data: { offer: offer.id, day, count: 1 + ((i * 7 + d) % 40) },
              })
              .catch(() => undefined)
        }
        process.stdout.write(`\r  day ${d + 1}/30`)
      }
      process.stdout.write('\n')
    }
    const views = await payload.count({ collection: 'offer-views', overrideAccess: true })
    const staff = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: DEMO_STAFF.email } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
    if (!staff) throw new Error('the demo staff account is missing from the bench data')
    const user = { ...staff, collection: 'users' as const }
    console.log(
      `\nDatabase: ${offers.docs.length} offers, ${views.totalDocs} daily view counters.\n`,
    )
    const sample = await loadDashboard(payload, { user })
    console.log(
      `Dashboard: ${counts(sample.today)}; ${counts(sample.activity)}; ${sample.mostViewed.total} views in 30 days\n`,
    )
    const load = async () => {
      await loadDashboard(payload, { user })
    }
    await timed('dashboard data (loadDashboard)', load)
    // As after each batch of views: the month of counters is summed again.
    const someRow = (
      await payload.find({ collection: 'offer-views', limit: 1, depth: 0, overrideAccess: true })
    ).docs[0]
    if (someRow) {
      const bump = async () => {
        await payload.db.updateOne({
          collection: 'offer-views',
          id: someRow.id,
          data: { count: { $inc: 1 } },
          options: { atomic: true },
        })
      }
      await timed('dashboard data, views just written', load, bump)
    }
  } finally {
    await payload.destroy()
  }
}

/** The admin's home page, whole, as the signed-in demo administrator's browser asks for it. */
async function pageFigures() {
  const server = await startBenchServer()
  try {
    const login = await fetch(`${server.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
    })
    const { token } = (await login.json()) as { token?: string }
    if (!token) throw new Error(`staff sign-in answered ${login.status}`)
    const headers = { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }
    await timed('GET /admin (dashboard page, whole HTML)', async () => {
      const res = await fetch(`${server.url}/admin`, { headers })
      const html = await res.text()
      if (res.status !== 200 || !html.includes('Le travail du jour'))
        throw new Error(`GET /admin answered ${res.status} without the dashboard`)
    })
    // The same admin shell without the dashboard's queries: what the page costs anyway.
    await timed('GET /admin/account (for comparison)', async () => {
      const res = await fetch(`${server.url}/admin/account`, { headers })
      await res.text()
      if (res.status !== 200) throw new Error(`GET /admin/account answered ${res.status}`)
    })
  } finally {
    server.stop()
  }
}

console.log(`Staff dashboard benchmark (data in ${dataDir}; BENCH_RUNS=${RUNS})`)
await ensureBuilt(['site', 'admin'])
ensureDatabase()
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
console.log(`Load average before: ${load()} (${os.cpus().length} cores)`)
await dataFigures()
await pageFigures()
console.log(`Load average after: ${load()}`)
// Payload's job schedules of the in-process instance would keep the process alive.
process.exit(0)
