import type { Result } from 'lighthouse'

import { ensureBuilt } from '../scripts/build-steps'
import { startDemoServer } from '../scripts/demo-server'
import {
  CATEGORY_TITLES,
  type CategoryId,
  failingAudits,
  formatFailing,
  launchChrome,
  metrics,
  runLighthouse,
  score,
  scriptRequests,
  sitePages,
} from './lighthouse'

/**
 * Lighthouse benchmark of the public site (run by hand: `npm run bench:site`): the real server in
 * production mode with the demo data, Lighthouse's mobile emulation on the home, list, detail and
 * contact pages; the median of BENCH_RUNS runs a page (default 1). It prints the scores, the
 * loading metrics, the failing accessibility, SEO and best-practices audits with the elements at
 * fault, and the JavaScript the first page makes an anonymous visitor download. It asserts nothing.
 */
const runs = Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 1)) || 1)
const CATEGORIES: CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo']
const AUDITED: CategoryId[] = ['accessibility', 'seo', 'best-practices']

const median = (values: Array<number | null>): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b)
  if (!known.length) return null
  const mid = Math.floor(known.length / 2)
  return known.length % 2 ? known[mid] : (known[mid - 1] + known[mid]) / 2
}

/** The run whose performance score is the median one: its audits stand for the page. */
const medianRun = (lhrs: Result[]): Result =>
  [...lhrs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0))[
    Math.floor((lhrs.length - 1) / 2)
  ]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const fmt = (value: number | null, unit: 's' | 'ms' | '' = '') => {
  if (value === null) return '–'
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`
  if (unit === 'ms') return `${Math.round(value)} ms`
  return String(Math.round(value * 1000) / 1000)
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`,
    ...rows.map(line),
  ].join('\n')
}

async function main() {
  await ensureBuilt(['site'])
  console.log(
    '▸ starting the server with the demo data (production mode, fresh DATA_DIR; seeding takes a while)…',
  )
  const server = await startDemoServer({ admin: false, env: { SMTP_HOST: '' } })
  const chrome = await launchChrome()
  try {
    const pages = await sitePages(server.url)
    console.log(
      `▸ server on ${server.url}; Lighthouse (mobile emulation, simulated throttling), ${runs} run(s) a page (BENCH_RUNS)`,
    )
    const results: Array<{ page: string; path: string; lhrs: Result[] }> = []
    for (const [i, page] of pages.entries()) {
      const lhrs: Result[] = []
      for (let run = 1; run <= runs; run++) {
        console.log(
          `  [${i + 1}/${pages.length}] ${page.name} ${page.path}${runs > 1 ? ` — run ${run}/${runs}` : ''}`,
        )
        lhrs.push(await runLighthouse(server.url + page.path, chrome.port, CATEGORIES))
      }
      results.push({ page: page.name, path: page.path, lhrs })
    }

    const header = [
      'page',
      ...CATEGORIES.map((c) => CATEGORY_TITLES[c]),
      'LCP',
      'CLS',
      'TBT',
      'FCP',
    ]
    const rows = results.map(({ page, lhrs }) => {
      const m = lhrs.map(metrics)
      const scores = CATEGORIES.map((c) => fmt(median(lhrs.map((l) => score(l, c)))))
      return [
        page,
        ...scores,
        fmt(median(m.map((x) => x.lcpMs)), 's'),
        fmt(median(m.map((x) => x.cls))),
        fmt(median(m.map((x) => x.tbtMs)), 'ms'),
        fmt(median(m.map((x) => x.fcpMs)), 's'),
      ]
    })
    console.log(
      `\nLighthouse ${results[0].lhrs[0].lighthouseVersion}, ${results[0].lhrs[0].environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}; ` +
        `median of ${runs} run(s) a page`,
    )
    // Lighthouse's own measure of this machine's CPU (a typical desktop scores 1 500–2 500): its 4× slowdown is applied on top, so TBT tracks it.
    const index = median(
      results.flatMap((r) => r.lhrs.map((l) => l.environment.benchmarkIndex ?? null)),
    )
    console.log(
      `CPU benchmark index of this machine: ${index === null ? '–' : Math.round(index)}\n`,
    )
    console.log(table(header, rows))

    console.log('\nFailing audits (accessibility, SEO, best practices):')
    for (const { page, path, lhrs } of results) {
      const failing = failingAudits(medianRun(lhrs), AUDITED)
      console.log(`\n${page} (${path}): ${failing.length ? `${failing.length} failing` : 'none'}`)
      if (failing.length) console.log(formatFailing(failing, 8))
    }

    const scripts = scriptRequests(medianRun(results[0].lhrs))
    const transfer = scripts.reduce((s, r) => s + r.transferBytes, 0)
    const resource = scripts.reduce((s, r) => s + r.resourceBytes, 0)
    // Headers count in a transfer too: compressed scripts transfer clearly less than their size.
    const encoding =
      transfer < resource * 0.9 ? 'compressed by the server' : 'the server sent them uncompressed'
    console.log(
      `\nInitial JavaScript of an anonymous visitor on ${results[0].path}: ${kb(transfer)} transferred ` +
        `(${encoding}), ${kb(resource)} of script, ${scripts.length} files`,
    )
    console.log('  transferred   script  file')
    for (const s of [...scripts].sort((a, b) => b.transferBytes - a.transferBytes))
      console.log(
        `  ${kb(s.transferBytes).padStart(11)}  ${kb(s.resourceBytes).padStart(8)}  ${s.url.replace(server.url, '')}`,
      )
    console.log(
      '\nServer rendering time of a detail page on the 5000-offer data set: `npm run bench:api` (rows "detail page HTML (SSR)").',
    )
  } finally {
    chrome.kill()
    await server.stop()
  }
}

await main()
