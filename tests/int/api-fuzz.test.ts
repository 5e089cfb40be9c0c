import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isImageRendition } from '@contract/media'
import { SAVED_FILTER_KEYS } from '@contract/saved-search'

import { request, type Reply } from '../helpers/http'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

// Hundreds of posts from one address: the rate limit is tested elsewhere.
process.env.RATE_LIMIT_SCALE = '1000'

const fx = await useCatalogue()
const running = useServer()

const RUNS = 120
const stackTrace = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+:\d+/

/** What every answer must respect, whatever was sent. */
function expectSafe(res: Reply, what: string) {
  expect(res.status, what).toBeLessThan(500)
  const type = (res.headers['content-type'] ?? '').split(';')[0]
  const body = /^text\/|json/.test(type) ? res.text() : ''
  expect(body, what).not.toMatch(stackTrace)
  if (res.status >= 400 && type === 'application/json')
    expect(typeof res.json().err?.code, what).toBe('string')
}

const hostileValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '-0',
    '1e308',
    '1e-308',
    '0x10',
    '9'.repeat(400),
    '',
    'true',
    '1,2,,3',
    '$ne',
    '{"$gt":""}',
    '%00',
    '\u0000',
    '😀',
    'null',
    'undefined',
    '__proto__',
    "' OR 1=1 --",
  ),
  fc.integer().map(String),
  fc.double().map(String),
)
// Every filter a search may keep, then the list's other parameters and keys shaped as injections.
const offerParam = fc.constantFrom(
  ...SAVED_FILTER_KEYS,
  'favories',
  'skip',
  'limit',
  'lang',
  'carousel',
  'isweb',
  'district[$ne]',
  'limit[$gt]',
  'skip[]',
  '__proto__[x]',
  'constructor[prototype]',
  'types[0]',
)
const queryString = fc
  .array(fc.tuple(fc.oneof(offerParam, fc.string()), hostileValue), { maxLength: 12 })
  .map((pairs) =>
    pairs
      .map(
        ([k, v]) =>
          `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`,
      )
      .join('&'),
  )
const rawPathSegment = fc.oneof(
  fc.string({ maxLength: 300 }).map(encodeURIComponent),
  fc.constantFrom(
    '%E0%A4%A',
    '%',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '1e3',
    '-1',
    '0',
    '99999999999999999999',
  ),
)

describe('hostile input never breaks the public API', () => {
  it('GET /web/1.0/offers: never a 5xx or a stack trace, and never more than 1000 offers', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (qs) => {
        const res = await request(running.url, 'GET', `/web/1.0/offers?${qs}`)
        expectSafe(res, qs)
        if (res.status === 200) {
          const body = res.json()
          expect(body.data.length).toBeLessThanOrEqual(1000)
          expect(body.meta.total).toBeLessThanOrEqual(body.meta.rows_all)
          expect(
            body.data.every(
              (o: { of_ref: string }) => o.of_ref !== 'HIDDEN-WEB' && o.of_ref !== 'DRAFT-1',
            ),
          ).toBe(true)
        } else expect(res.status, qs).toBe(400)
      }),
      { numRuns: RUNS },
    )
  })

  it('GET calls with hostile paths and queries: offers/:slug, districts, items, trads, captcha, images, print', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('offer', 'districts', 'items', 'trads', 'captcha', 'image', 'print'),
        rawPathSegment,
        fc.tuple(rawPathSegment, rawPathSegment, rawPathSegment),
        queryString,
        async (call, seg, [w, h, fit], qs) => {
          const path = {
            offer: `/web/1.0/offers/${seg}`,
            districts: '/web/1.0/districts',
            items: '/web/1.0/items',
            trads: '/web/1.0/trads',
            captcha: '/web/1.0/captcha',
            image: `/api/1.0/images/${seg}/${w}/${h}/${fit}`,
            print: `/api/1.0/offers/${seg}/print`,
          }[call]
          const url = `${path}?${qs}&salerent=${encodeURIComponent(seg)}&where=${encodeURIComponent(w)}`
          expectSafe(await request(running.url, 'GET', url), url)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it("image sizes: anything but the site's renditions is refused with 400", async () => {
    const side = fc.oneof(
      fc.integer({ min: -10, max: 100_000 }),
      fc.double(),
      fc.constantFrom(75, 300, 400, 413, 600, 730, 1000, 2000),
    )
    await fc.assert(
      fc.asyncProperty(side, side, async (w, h) => {
        const res = await request(
          running.url,
          'GET',
          `/api/1.0/images/${fx.photo.id}/${w}/${h}/cover`,
        )
        expectSafe(res, `${w}x${h}`)
        const rendition =
          typeof w === 'number' &&
          typeof h === 'number' &&
          Number.isInteger(w) &&
          Number.isInteger(h) &&
          !`${w}${h}`.includes('e') &&
          isImageRendition(w, h)
        expect(res.status, `${w}x${h}`).toBe(rendition ? 200 : 400)
      }),
      { numRuns: 40 },
    )
  })

  it('POST /web/1.0/contactus with random, hostile and oversized bodies: 400/413, never stored', async () => {
    const field = fc.constantFrom(
      'name',
      'firstname',
      'country',
      'email',
      'tel',
      'message',
      'altcha',
      '__proto__',
      'constructor',
      '$where',
    )
    const jsonValue = fc.oneof(
      hostileValue,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('$ne', '$gt', 'a'), fc.string(), { maxKeys: 2 }),
    )
    const body = fc.oneof(
      fc
        .dictionary(field, jsonValue)
        .map((o) => ({ type: 'application/json', raw: JSON.stringify(o) })),
      fc.string().map((s) => ({ type: 'application/json', raw: s })),
      fc
        .constantFrom('{', '{"name":', '[1,2', 'null', '"x"', '[]', '{"a":1}}')
        .map((raw) => ({ type: 'application/json', raw })),
      fc.string().map((s) => ({ type: 'text/plain', raw: s })),
    )
    await fc.assert(
      fc.asyncProperty(body, async ({ type, raw }) => {
        const res = await request(running.url, 'POST', '/web/1.0/contactus', {
          headers: { 'content-type': type },
          body: raw,
        })
        expectSafe(res, raw)
        expect([400, 413], raw).toContain(res.status)
      }),
      { numRuns: RUNS },
    )
    const huge = await request(running.url, 'POST', '/web/1.0/contactus', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expectSafe(huge, '2 MB body')
    expect(huge.status).toBe(413)
    expect(
      (await running.payload.count({ collection: 'contact-messages', overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })
})
