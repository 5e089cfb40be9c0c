import { sql } from '@payloadcms/db-sqlite'
import { describe, expect, it } from 'vitest'
import { htmlToText } from '@contract/html-text'

import type { Offer } from '@cms/payload-types'
import {
  blockNode as el,
  headingNode,
  lexicalState,
  lexicalText,
  plainTextToLexical,
  textNode as text,
  type LexicalNode,
} from '@cms/domain/rich-text/lexical-state'
import { plainTextsToLexical } from '@cms/domain/rich-text/migrate-plain-texts'
import { richTextToHtml, sanitizeRichHtml } from '@cms/domain/rich-text/to-html'
import { makeOffer, staffSession } from '../helpers/factories'
import { call, request } from '../helpers/http'
import { pdfText } from '../helpers/pdf-text'
import { useServer } from '../helpers/server'

// With the admin: staff save the content pages through Payload REST, as the admin does.
const running = useServer({ admin: true })

const link = (url: string, label: string): LexicalNode =>
  el('link', [text(label)], { fields: { linkType: 'custom', url, newTab: false } })

/** A description staff could paste: structure, a bold word, a list, a good and a hostile link, and markup typed as text. */
const HOSTILE = lexicalState([
  headingNode('h2', 'Vue mer'),
  el('paragraph', [
    text('Trois pièces '),
    text('rénové', 1),
    { type: 'linebreak', version: 1 },
    text('Prix ferme'),
  ]),
  el(
    'list',
    [
      el('listitem', [text('Terrasse')], { value: 1 }),
      el('listitem', [text('Parking')], { value: 2 }),
    ],
    { listType: 'bullet', tag: 'ul', start: 1 },
  ),
  el('paragraph', [
    link('https://www.belsunce.mc/plan', 'le plan'),
    text(' '),
    link('javascript:alert(1)', 'cliquez'),
  ]),
  el('paragraph', [text('<script>alert(1)</script><img src=x onerror=alert(2)>')]),
])

/** No element, attribute or address that runs anything. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/<img/i)
  expect(html).not.toMatch(/javascript:/i)
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i)
}

describe('Lexical conversions', () => {
  it('renders headings, marks, line breaks, lists and links as HTML, and the same as plain text', () => {
    const html = richTextToHtml(HOSTILE)
    expect(html).toContain('<h2>Vue mer</h2>')
    expect(html).toContain('<p>Trois pièces <strong>rénové</strong><br />Prix ferme</p>')
    expect(html).toMatch(/<ul[^>]*><li[^>]*>Terrasse<\/li><li[^>]*>Parking<\/li><\/ul>/)
    expect(html).toContain('<a href="https://www.belsunce.mc/plan">le plan</a>')
    expectHarmless(html)
    // Markup typed as text stays text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(htmlToText(html)).toBe(
      'Vue mer\n\nTrois pièces rénové\nPrix ferme\n\n• Terrasse\n• Parking\n\nle plan cliquez\n\n<script>alert(1)</script><img src=x onerror=alert(2)>',
    )
    expect(lexicalText(HOSTILE)).toContain('Trois pièces rénové\nPrix ferme')
  })

  it('the allow-list removes scripts, event handlers, styles and javascript: addresses from any HTML', () => {
    const html = sanitizeRichHtml(
      '<p style="color:red" onclick="x()">Hi <a href="javascript:alert(1)" onmouseover="y()">there</a><script>alert(1)</script><img ' +
        'src=x onerror=alert(1)><iframe src="https://evil.example"></iframe></p><a href="https://ok.example" ' +
        'target="_blank">ok</a>',
    )
    expect(html).toBe(
      '<p>Hi <a>there</a></p><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    )
  })

  it('a plain text becomes paragraphs: a blank line starts one, a single newline is a line break', () => {
    const state = plainTextToLexical('Bel appartement.\nVue mer.\n\n  Deux chambres.  \n\n\n')
    expect(state?.root.children?.map((p) => p.type)).toEqual(['paragraph', 'paragraph'])
    expect(richTextToHtml(state)).toBe('<p>Bel appartement.<br />Vue mer.</p><p>Deux chambres.</p>')
    expect(plainTextToLexical('   ')).toBeNull()
    // A row never migrated reads the same way.
    expect(richTextToHtml('Ligne 1\nLigne 2')).toBe('<p>Ligne 1<br />Ligne 2</p>')
  })
})

describe('descriptions in the legacy API and on the site', () => {
  it('a hostile description reaches neither the API answer nor the rendered page, and the print text is plain', async () => {
    const offer = await makeOffer(running.payload, {
      of_text: HOSTILE as unknown as Offer['of_text'],
    })
    const detail = await call(running.url, 'GET', `/web/1.0/offers/${offer.of_slug_fr}?lang=fr`)
    expect(detail.status).toBe(200)
    const html = detail.body.data.of_text_fr as string
    expect(html).toContain('<strong>rénové</strong>')
    expectHarmless(html)
    const list = await call(running.url, 'GET', '/web/1.0/offers?lang=fr&limit=1000')
    expectHarmless(JSON.stringify(list.body))

    const page = await request(running.url, 'GET', `/offers/details/${offer.of_slug_fr}?lang=fr`)
    expect(page.status).toBe(200)
    const body = page.text().replace(/<!-- -->/g, '')
    expect(body).toContain('<h2>Vue mer</h2>')
    expect(body).toContain('<strong>rénové</strong>')
    expect(body).not.toMatch(/javascript:alert/i)
    expect(body).not.toMatch(/<script>alert\(|<img src=x/i)
    // The meta description is the plain text.
    expect(body).toMatch(/<meta name="description" content="Vue mer Trois pièces rénové Prix ferme/)

    const sheet = await request(
      running.url,
      'GET',
      `/api/1.0/offers/${offer.id}/print?type=complete&lang=fr`,
    )
    expect(sheet.status).toBe(200)
    const printed = pdfText(sheet.bytes)
    expect(printed).toContain('Trois pièces rénové')
    expect(printed).not.toMatch(/<strong>|<p>|&lt;/)
  })

  it('staff typing into one language only change that language, and its HTML follows', async () => {
    const offer = await makeOffer(running.payload, {
      of_text: plainTextToLexical('Texte français') as unknown as Offer['of_text'],
    })
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      locale: 'en',
      data: { of_text: plainTextToLexical('English text') } as never,
      overrideAccess: true,
    })
    const all = (await running.payload.findByID({
      collection: 'offers',
      id: offer.id,
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })) as unknown as { of_text_html: Record<string, string> }
    expect(all.of_text_html).toMatchObject({
      fr: '<p>Texte français</p>',
      en: '<p>English text</p>',
    })
  })

  it('the migration turns stored plain texts into Lexical paragraphs with their HTML', async () => {
    const { payload } = running
    // The migration is written for SQLite, the database whose migrations the server runs.
    if (payload.db.name !== 'sqlite') return
    const offer = await makeOffer(payload)
    const db = (payload.db as unknown as { drizzle: Parameters<typeof plainTextsToLexical>[0] })
      .drizzle
    await db.run(
      sql`UPDATE offers_locales SET of_text = ${'Ligne un\nLigne deux\n\nSecond paragraphe'}, of_text_html = NULL
          WHERE _parent_id = ${offer.id} AND _locale = 'fr'`,
    )
    await plainTextsToLexical(db)
    const migrated = (await payload.findByID({
      collection: 'offers',
      id: offer.id,
      locale: 'fr',
      depth: 0,
      overrideAccess: true,
    })) as unknown as { of_text: { root: LexicalNode }; of_text_html: string }
    expect(migrated.of_text.root.children?.map((p) => p.type)).toEqual(['paragraph', 'paragraph'])
    expect(migrated.of_text_html).toBe('<p>Ligne un<br />Ligne deux</p><p>Second paragraphe</p>')
    const detail = await call(running.url, 'GET', `/web/1.0/offers/${offer.of_slug_fr}?lang=fr`)
    expect(detail.body.data.of_text_fr).toBe(
      '<p>Ligne un<br />Ligne deux</p><p>Second paragraphe</p>',
    )
  })
})

describe('GET /web/1.0/pages/:name', () => {
  it('serves the first texts of the agency, partners and legal notice pages, and refuses other names', async () => {
    const agency = await call(running.url, 'GET', '/web/1.0/pages/agency?lang=en')
    expect(agency.status).toBe(200)
    expect(agency.body.data).toMatchObject({ name: 'agency', lang: 'en' })
    expect(agency.body.data.html).toContain('<h2>Buying and selling</h2>')
    expect(
      (await call(running.url, 'GET', '/web/1.0/pages/partners?lang=it')).body.data.html,
    ).toContain('<h2>')
    // In French only: every language gets the French text.
    expect(
      (await call(running.url, 'GET', '/web/1.0/pages/legal?lang=ru')).body.data.html,
    ).toContain('<h2>Éditeur du site</h2>')
    const unknown = await call(running.url, 'GET', '/web/1.0/pages/secret')
    expect(unknown.status).toBe(404)
    expect(unknown.body.err?.code).toBe('not_found')
  })

  it('answers the text staff saved, sanitised, and the site page shows it', async () => {
    const { token } = await staffSession(running.payload, 'editor')
    const edited = lexicalState([
      el('paragraph', [
        text('Notre équipe vous accueille à Monaco.'),
        link('javascript:alert(1)', 'piège'),
      ]),
      el('paragraph', [text('<script>alert(1)</script>')]),
    ])
    const saved = await request(running.url, 'POST', '/cms-api/globals/content-pages?locale=fr', {
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ agency: edited }),
    })
    expect(saved.status, saved.text()).toBe(200)

    await expect
      .poll(
        async () =>
          (await call(running.url, 'GET', '/web/1.0/pages/agency?lang=fr')).body.data.html,
        { timeout: 10_000 },
      )
      .toContain('Notre équipe vous accueille à Monaco.')
    const html = (await call(running.url, 'GET', '/web/1.0/pages/agency?lang=fr')).body.data
      .html as string
    expectHarmless(html)
    // Other languages keep their own text.
    expect(
      (await call(running.url, 'GET', '/web/1.0/pages/agency?lang=en')).body.data.html,
    ).toContain('Buying and selling')

    const page = await request(running.url, 'GET', '/agence?lang=fr')
    expect(page.status).toBe(200)
    expect(page.text()).toContain('Notre équipe vous accueille à Monaco.')
    expect(page.text()).not.toMatch(/javascript:alert|<script>alert\(/i)
  })

  it('the pages are not readable through Payload REST without a staff session', async () => {
    const anonymous = await request(running.url, 'GET', '/cms-api/globals/content-pages')
    expect(anonymous.status).not.toBe(200)
  })
})
