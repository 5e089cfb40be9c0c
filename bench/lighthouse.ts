import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'

import { CHROMIUM_PATH } from '../scripts/chromium-path'

/**
 * Lighthouse on the public site, for the benchmark (`npm run bench:site`) and the browser tests:
 * Debian's Chromium (never a downloaded browser), Lighthouse's default mobile emulation and
 * simulated throttling; each call a fresh Lighthouse run, storage cleared as for a first visit.
 */
export const CHROME_PATH = CHROMIUM_PATH
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The page's model context, which the agentic browsing category reads the site's tools from.
  '--enable-features=WebMCPTesting',
]

export type CategoryId =
  'performance' | 'accessibility' | 'best-practices' | 'seo' | 'agentic-browsing'
export const CATEGORY_TITLES: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
  'agentic-browsing': 'agentic browsing',
}

export type SitePage = { name: string; path: string }

export const LIST_PATH = '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1'

/** The slug of the first offer the public API lists. */
export async function firstOfferSlug(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/web/1.0/offers?limit=1&lang=en`)
  if (!res.ok) throw new Error(`GET /web/1.0/offers answered ${res.status}`)
  const body = (await res.json()) as { data: Array<{ of_slug_fr: string }> }
  if (!body.data.length) throw new Error('The public API lists no offer: is the demo data seeded?')
  return body.data[0].of_slug_fr
}

/** The pages measured: home, a list, the first offer's detail and contact. */
export async function sitePages(baseUrl: string): Promise<SitePage[]> {
  return [
    { name: 'home', path: '/' },
    { name: 'list', path: LIST_PATH },
    { name: 'detail', path: `/offers/details/${await firstOfferSlug(baseUrl)}` },
    { name: 'contact', path: '/contact' },
  ]
}

export type Chrome = { port: number; kill: () => void }

export async function launchChrome(): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  })
  return { port: chrome.port, kill: () => chrome.kill() }
}

/**
 * A Lighthouse run of `url` in the Chrome listening on `port`, with only the given categories.
 * A run that Lighthouse itself reports as broken (a lost trace, NO_NAVSTART and the like, which a
 * busy machine causes) is run again, up to `attempts` times in all.
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories: CategoryId[],
  attempts = 3,
): Promise<Result> {
  // Lighthouse empties the HTTP cache before each run but keeps the origin's local storage, where
  // the site notes that this browser has the brand's font files cached: every run is made a first
  // visit, as the first one is, not a visitor with a note and no files.
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    clearStorageTypes: [
      'file_systems',
      'shader_cache',
      'service_workers',
      'cache_storage',
      'local_storage',
    ],
  }
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const error = result.lhr.runtimeError ?? brokenAudit(result.lhr, categories)
    if (!error) return result.lhr
    const message = `Lighthouse could not audit ${url}: ${error.code} ${error.message}`
    if (attempt >= attempts) throw new Error(message)
    console.warn(`${message} — running it again (${attempt + 1}/${attempts})`)
  }
}

/**
 * A scored audit of the asked categories that Lighthouse could not run (a lost trace spoils the
 * layout shift that the agentic browsing category counts, for one), told as a run's error is.
 */
function brokenAudit(lhr: Result, categories: CategoryId[]) {
  for (const category of categories)
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      // Unweighted audits count for nothing: on Node 20 several performance insights of Lighthouse
      // 13 (written for Node 22) always fail on iterator methods Node 20 lacks.
      if (ref.weight > 0 && audit?.scoreDisplayMode === 'error')
        return { code: ref.id, message: audit.errorMessage ?? 'the audit failed' }
    }
  return undefined
}

/** A category's score out of 100, or null when Lighthouse could not compute it. */
export function score(lhr: Result, category: CategoryId): number | null {
  const s = lhr.categories[category]?.score
  return s === null || s === undefined ? null : Math.round(s * 100)
}

export type Metrics = {
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  fcpMs: number | null
}

export function metrics(lhr: Result): Metrics {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null
  return {
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
  }
}

export type ScriptRequest = { url: string; transferBytes: number; resourceBytes: number }

/** The scripts the page downloaded while Lighthouse loaded it, from the network-requests audit. */
export function scriptRequests(lhr: Result): ScriptRequest[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<Record<string, unknown>> } | undefined
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      url: String(item.url),
      transferBytes: Number(item.transferSize ?? 0),
      resourceBytes: Number(item.resourceSize ?? 0),
    }))
}

export type FailingAudit = {
  category: CategoryId
  id: string
  title: string
  score: number | null
  weight: number
  summary: string
  items: string[]
}

/** Modes of the audits that pass or fail (or could not run); the others (informative, manual, not applicable) are notes. */
const MEASURED_MODES = new Set(['binary', 'numeric', 'metricSavings', 'error'])

/**
 * The audits of the given categories that did not pass: their id, title, Lighthouse's explanation
 * and, one line each, the elements or resources they found at fault.
 */
export function failingAudits(lhr: Result, categories: CategoryId[]): FailingAudit[] {
  const failing: FailingAudit[] = []
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || !MEASURED_MODES.has(audit.scoreDisplayMode)) continue
      if (audit.scoreDisplayMode !== 'error' && (audit.score === null || audit.score >= 1)) continue
      const summary = [audit.displayValue, audit.explanation, audit.errorMessage]
        .filter(Boolean)
        .join(' — ')
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        summary,
        items: detailLines(audit.details),
      })
    }
  }
  return failing
}

/** One line a row of an audit's details table or list. */
function detailLines(details: unknown): string[] {
  if (!isRecord(details)) return []
  if (details.type === 'list' && Array.isArray(details.items))
    return details.items.flatMap(detailLines)
  if (!Array.isArray(details.items)) return []
  return details.items
    .map((item) => (isRecord(item) ? describeRow(item) : describeValue(item)))
    .filter(Boolean)
}

function describeRow(row: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(row)) {
    if (key === 'subItems' && isRecord(value) && Array.isArray(value.items)) {
      if (value.items.length)
        parts.push(
          `[${value.items.map((sub) => (isRecord(sub) ? describeRow(sub) : describeValue(sub))).join('; ')}]`,
        )
    } else {
      const text = describeValue(value)
      if (text) parts.push(isRecord(value) && value.type === 'node' ? text : `${key}: ${text}`)
    }
  }
  return parts.join(' · ')
}

const MAX_VALUE_CHARS = 240

/** A text on one line, a long one (a page's HTML read as robots.txt) cut short. */
function oneLine(value: unknown): string {
  const text = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text
}

/** A value of a details row: an element as its HTML, selector and what is wrong with it; a location, URL or text as such. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'object') return oneLine(value)
  if (!isRecord(value)) return ''
  switch (value.type) {
    case 'node':
      return [
        oneLine(value.snippet),
        value.selector && `(${oneLine(value.selector)})`,
        value.explanation && `— ${oneLine(value.explanation)}`,
      ]
        .filter(Boolean)
        .join(' ')
    case 'source-location':
      return `${value.url}:${Number(value.line) + 1}:${Number(value.column) + 1}`
    case 'url':
    case 'code':
    case 'text':
    case 'numeric':
      return oneLine(value.value)
    case 'link':
      return `${oneLine(value.text)} <${value.url}>`
    default:
      return ''
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The failing audits as text, grouped by category, each with its elements (at most `maxItems` each). */
export function formatFailing(failing: FailingAudit[], maxItems = Infinity): string {
  const lines: string[] = []
  for (const audit of failing) {
    const unscored = audit.weight === 0 ? ' [weight 0: not counted in the score]' : ''
    lines.push(
      `  [${CATEGORY_TITLES[audit.category]}] ${audit.id}: ${audit.title}${audit.summary ? ` (${audit.summary})` : ''}${unscored}`,
    )
    for (const item of audit.items.slice(0, maxItems)) lines.push(`      ${item}`)
    if (audit.items.length > maxItems)
      lines.push(`      … and ${audit.items.length - maxItems} more`)
  }
  return lines.join('\n')
}
