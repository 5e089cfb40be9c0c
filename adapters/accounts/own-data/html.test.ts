import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { OwnData } from './collect'
import { OWN_DATA_HTML_POLICY, ownDataHtml } from './html'

const hostile = '<script>alert("x")</script>'

const data = {
  exported_at: '2026-11-29T05:00:00.000Z',
  account: { co_id: 1, co_firstname: hostile, co_email1: 'a@example.com' },
  preferences: { lang: 'fr', favories: [4, 9] },
  favourites: [4, 9],
  visit_requests: [],
  messages: { from_agency: [], to_agency: [{ message: `"quoted" & <b>bold</b>` }] },
  saved_searches: [],
  sessions: [],
} as unknown as OwnData

describe('the readable export', () => {
  it('escapes every stored value and names empty sections', () => {
    const html = ownDataHtml(data, 'fr', 'Belsunce & Co')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;')
    expect(html).toContain('Belsunce &amp; Co')
    expect(html).toContain('<h2>Vos demandes de visite</h2>')
    expect(html).toContain('29 novembre 2026')
    expect(html).toMatch(/<h2>Vos connexions<\/h2>\n<span class="none">Aucun élément<\/span>/)
  })

  it('heads its sections in the language asked', () => {
    const html = ownDataHtml(data, 'it', 'Belsunce')
    expect(html).toContain('<html lang="it">')
    expect(html).toContain('<h1>I Suoi dati personali</h1>')
  })

  it('is served under a policy that allows its own style only', () => {
    const style = /<style>([^<]*)<\/style>/.exec(ownDataHtml(data, 'en', 'B'))![1]
    const digest = createHash('sha256').update(style).digest('base64')
    expect(OWN_DATA_HTML_POLICY).toContain(`style-src 'sha256-${digest}'`)
    expect(OWN_DATA_HTML_POLICY).toContain("default-src 'none'")
    expect(OWN_DATA_HTML_POLICY).toContain('sandbox')
  })
})
