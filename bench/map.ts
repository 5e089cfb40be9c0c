import http from 'node:http'

import { chromium } from 'playwright-core'

import { ensureBuilt } from '../scripts/build-steps'
import { ensureDatabase, offers, startBenchServer } from './bench-data'

/**
 * Benchmark of the map of a search (run by hand: `npm run bench:map`), on the large data set: the
 * size of the markers answer on the wire per content coding, the time to the first markers in
 * Chromium at phone size, and the JavaScript the map loads (none before it is opened). It prints
 * figures; it asserts nothing.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const PHONE = { width: 390, height: 844 }
const LIST = '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The bytes an answer takes on the wire with the given Accept-Encoding (Node's fetch would decode them). */
function wireSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let size = 0
        res.on('data', (chunk: Buffer) => (size += chunk.length))
        res.on('end', () => resolve(size))
      })
      .on('error', reject)
  })
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

async function main() {
  await ensureBuilt(['site'])
  ensureDatabase()
  console.log('▸ starting the server on the large data set…')
  const server = await startBenchServer()
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    console.log(`\nMarkers answer (GET /web/1.0/offers?view=map), ${offers}-offer data set`)
    for (const [label, query] of [
      ['every published offer', 'lang=en&view=map'],
      ['Monaco (the list below)', 'lang=en&view=map&monaco=true'],
    ]) {
      const url = `${server.url}/web/1.0/offers?${query}`
      const count = ((await (await fetch(url)).json()) as { data: unknown[] }).data.length
      await wireSize(url, 'br') // the first answer builds and keeps it
      const [identity, gzip, br] = [
        await wireSize(url, 'identity'),
        await wireSize(url, 'gzip'),
        await wireSize(url, 'br'),
      ]
      console.log(
        `  ${label.padEnd(26)} ${String(count).padStart(5)} markers  raw ${kb(identity).padStart(9)}  ` +
          `gzip ${kb(gzip).padStart(8)}  Brotli ${kb(br).padStart(8)} (${((br / identity) * 100).toFixed(1)} %)`,
      )
    }

    console.log(
      `\nFirst markers in Chromium at phone size (${PHONE.width}×${PHONE.height}, no throttling), median of ${RUNS}`,
    )
    const times: number[] = []
    let mapScripts: Array<{ url: string; bytes: number }> = []
    let listScripts: string[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      const scripts: Array<{ url: string; bytes: number; afterOpen: boolean }> = []
      let opened = false
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return
        const size = Number((await res.allHeaders())['content-length'] ?? 0)
        scripts.push({ url: new URL(res.url()).pathname, bytes: size, afterOpen: opened })
      })
      await page.goto(server.url + LIST)
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
      opened = true
      const start = await page.evaluate(() => performance.now())
      await page.getByRole('button', { name: 'Map', exact: true }).click()
      await page.waitForSelector('.map-cluster, .map-price', { timeout: 60_000 })
      times.push((await page.evaluate(() => performance.now())) - start)
      if (run === 0) {
        mapScripts = scripts.filter((s) => s.afterOpen)
        listScripts = scripts
          .filter((s) => !s.afterOpen && /leaflet|offers-map/.test(s.url))
          .map((s) => s.url)
      }
      await context.close()
    }
    console.log(
      `  from the click on "Map" to the first markers: ${Math.round(median(times))} ms (runs: ${times.map(Math.round).join(', ')} ms)`,
    )
    console.log(
      `\nJavaScript the map loads (as sent to Chromium): ${kb(mapScripts.reduce((s, x) => s + x.bytes, 0))}`,
    )
    for (const s of mapScripts) console.log(`  ${s.url.padEnd(48)} ${kb(s.bytes).padStart(9)}`)
    console.log(
      `  map code loaded before the map was opened: ${listScripts.length ? listScripts.join(', ') : 'none'}`,
    )
  } finally {
    await browser.close()
    server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
