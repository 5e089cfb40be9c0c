import { createHash } from 'node:crypto'

import { escapeHtml } from '@contract/escape-html'
import { dateTimeFormat } from '@contract/intl-formats'
import { htmlLang, intlLocale, type Language } from '@contract/languages'

import { t } from '@cms/domain/messages'
import type { OwnData } from './collect'

const e = escapeHtml

/** A stored value as text: every value goes through the escape, the client's own texts first of all. */
function valueHtml(value: unknown, none: string): string {
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>'
  if (Array.isArray(value)) {
    if (!value.length) return `<span class="none">${e(none)}</span>`
    return `<ol>${value.map((v) => `<li>${valueHtml(v, none)}</li>`).join('')}</ol>`
  }
  if (typeof value === 'object') {
    const rows = Object.entries(value as Record<string, unknown>)
    if (!rows.length) return `<span class="none">${e(none)}</span>`
    return `<table>${rows
      .map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td>${valueHtml(v, none)}</td></tr>`)
      .join('')}</table>`
  }
  return e(String(value))
}

const STYLE = [
  'body{font:15px/1.5 system-ui,sans-serif;color:#1d2433;max-width:60rem;margin:2rem auto;padding:0 1rem}',
  'h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:2px solid #b08d57}',
  'table{border-collapse:collapse;margin:.25rem 0}th,td{border:1px solid #d8dce3;padding:.25rem .5rem;text-align:left;vertical-align:top}',
  'th{background:#f4f1ea;font-weight:600}ol{margin:.25rem 0;padding-left:1.5rem}.none{color:#6b7280}',
].join('')

/** The page's policy: nothing loads, runs, submits or frames it; only its own style applies. */
export const OWN_DATA_HTML_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  'sandbox',
].join('; ')

/** The export's sections in reading order, each headed in the client's language. */
const SECTIONS = [
  ['ownData.account', (d: OwnData) => d.account],
  ['ownData.preferences', (d: OwnData) => d.preferences],
  ['ownData.favourites', (d: OwnData) => d.favourites],
  ['ownData.visitRequests', (d: OwnData) => d.visit_requests],
  ['ownData.fromAgency', (d: OwnData) => d.messages.from_agency],
  ['ownData.toAgency', (d: OwnData) => d.messages.to_agency],
  ['ownData.valuationRequests', (d: OwnData) => d.valuation_requests],
  ['ownData.savedSearches', (d: OwnData) => d.saved_searches],
  ['ownData.offersViewed', (d: OwnData) => d.offers_viewed],
  ['ownData.sessions', (d: OwnData) => d.sessions],
] as const

/**
 * The readable version of a client's export: the same data as the JSON, one section a kind of
 * record, headed in the client's language. It is a standalone page with no script and no link
 * out; the route serves it under a policy that forbids anything but its own inline style.
 */
export function ownDataHtml(data: OwnData, lang: Language, agencyName: string): string {
  const none = t(lang, 'ownData.none')
  const date = dateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(data.exported_at),
  )
  const title = t(lang, 'ownData.title')
  return `<!DOCTYPE html>
<html lang="${htmlLang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${e(title)}</h1>
<p>${e(t(lang, 'ownData.exportedOn', { agency: agencyName, date }))}</p>
${SECTIONS.map(
  ([key, read]) =>
    `<section>\n<h2>${e(t(lang, key))}</h2>\n${valueHtml(read(data), none)}\n</section>`,
).join('\n')}
</body>
</html>
`
}
