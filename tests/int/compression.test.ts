import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { SITE_DIR } from '../../adapters/app'
import { seed } from '@cms/seed'
import { decoded, type RawAnswer, rawRequest } from '../helpers/raw-request'
import { useServer } from '../helpers/server'

const running = useServer()
beforeAll(async () => {
  // The demo data set, as `npm run seed -- --offers 1000` makes it for the benchmark.
  await seed(running.payload, { offers: 1000, imageSize: 'small' })
}, 600_000)

/** One GET on the running server, read as it came on the wire. */
const get = (urlPath: string, headers: Record<string, string> = {}) =>
  rawRequest({ host: '127.0.0.1', port: running.port, path: urlPath, headers })

const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const GZIP = { 'accept-encoding': 'gzip' }

/** Brotli when accepted, gzip when only gzip is, identity when nothing is; all the same content; 304 for a tag given. */
async function checkCodings(
  urlPath: string,
  expected: Buffer,
): Promise<Record<'br' | 'gzip' | 'identity', RawAnswer>> {
  const br = await get(urlPath, BR)
  const gzip = await get(urlPath, GZIP)
  const identity = await get(urlPath)
  expect([br.status, gzip.status, identity.status], urlPath).toEqual([200, 200, 200])
  expect(
    [
      br.headers['content-encoding'],
      gzip.headers['content-encoding'],
      identity.headers['content-encoding'],
    ],
    urlPath,
  ).toEqual(['br', 'gzip', undefined])
  for (const r of [br, gzip, identity]) {
    expect(r.headers.vary, urlPath).toMatch(/accept-encoding/i)
    expect(Number(r.headers['content-length']), urlPath).toBe(r.body.length)
    expect(Buffer.compare(decoded(r), expected), urlPath).toBe(0)
    // Strong, and one per coding.
    expect(r.headers.etag, urlPath).toMatch(/^"[^"]+"$/)
  }
  expect(new Set([br, gzip, identity].map((r) => r.headers.etag)).size).toBe(3)
  const again = await get(urlPath, { ...BR, 'if-none-match': br.headers.etag as string })
  expect([again.status, again.body.length], urlPath).toEqual([304, 0])
  return { br, gzip, identity }
}

/**
 * The Brotli answer once it comes from the kept variants: a large answer is kept at once with a
 * quick Brotli (an ETag of its own) and its kept variants are made just after; a page may be coded
 * on the fly until then (weak ETag).
 */
async function keptBrotli(urlPath: string): Promise<RawAnswer> {
  for (let attempt = 0; ; attempt++) {
    const r = await get(urlPath, BR)
    if (/^"[^"]+-br"$/.test(r.headers.etag ?? '') || attempt === 100) return r
    expect(r.headers['content-encoding']).toBe('br')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('compressed answers', () => {
  it('sends the main script precompressed, cached for a year', async () => {
    const html = decoded(await get('/')).toString()
    // The page's largest script: the libraries every page runs (the entry itself is a few lines).
    const scripts = /data-preload="([^"]+)"/.exec(html)?.[1].split(' ') ?? []
    const src = scripts.sort(
      (a, b) =>
        fs.statSync(path.join(SITE_DIR, 'client', b)).size -
        fs.statSync(path.join(SITE_DIR, 'client', a)).size,
    )[0]
    expect(src).toBeDefined()
    const file = fs.readFileSync(path.join(SITE_DIR, 'client', src as string))
    expect(file.length).toBeGreaterThan(100_000)
    const { br, gzip } = await checkCodings(src as string, file)
    expect(br.headers['content-type']).toMatch(/^text\/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    console.log(`main script ${src}: ${sizes(file.length, gzip.body.length, br.body.length)}`)
  })

  it('sends the server-rendered pages compressed once, revalidated by a strong ETag', async () => {
    for (const urlPath of ['/', '/contact?lang=fr']) {
      const page = decoded(await get(urlPath))
      expect(page.toString()).toContain('<main id="main"')
      await keptBrotli(urlPath)
      const { br } = await checkCodings(urlPath, page)
      expect(br.headers['content-type']).toMatch(/^text\/html/)
      expect(br.headers['cache-control']).toBe('no-cache')
    }
  })

  it('sends the 1000-offer list compressed once, and 304 while the data is unchanged', async () => {
    const urlPath = '/web/1.0/offers?limit=1000'
    const first = await get(urlPath, BR)
    const identity = (await get(urlPath)).body
    // Some of the demo offers are drafts or kept off the web.
    const { data, meta } = JSON.parse(identity.toString()) as {
      data: unknown[]
      meta: { total: number }
    }
    expect(data.length).toBe(Math.min(1000, meta.total))
    expect(data.length).toBeGreaterThan(900)
    expect(decoded(first).toString()).toBe(identity.toString())
    const kept = await keptBrotli(urlPath)
    const { br, gzip } = await checkCodings(urlPath, identity)
    expect(br.headers['content-type']).toMatch(/^application\/json/)
    // The variants are the kept ones: the same bytes every time.
    expect(Buffer.compare(kept.body, br.body)).toBe(0)
    const ratio = br.body.length / identity.length
    console.log(
      `/web/1.0/offers?limit=1000: ${sizes(identity.length, gzip.body.length, br.body.length)}; ` +
        `first answer (computed, compressed) ${first.ms.toFixed(0)} ms, kept ${br.ms.toFixed(0)} ms`,
    )
    expect(ratio).toBeLessThanOrEqual(0.15)

    // A change of the data gives new bytes, so the tag no longer matches.
    const offer = (await running.payload.find({ collection: 'offers', limit: 1, depth: 0 })).docs[0]
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      locale: 'en',
      data: { of_name: 'A renamed offer' } as never,
      overrideAccess: true,
    })
    const changed = await get(urlPath, { ...BR, 'if-none-match': br.headers.etag as string })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(br.headers.etag)
    expect(decoded(changed).toString()).toContain('A renamed offer')
  })

  it('compresses an answer made on the fly (the sitemap) in the coding the client prefers', async () => {
    const identity = await get('/sitemap.xml')
    expect(identity.status).toBe(200)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.length).toBeGreaterThan(1024)
    const br = await get('/sitemap.xml', BR)
    const gzip = await get('/sitemap.xml', GZIP)
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
    ])
    for (const r of [identity, br, gzip]) {
      expect(r.headers.vary).toMatch(/accept-encoding/i)
      expect(decoded(r).toString()).toBe(identity.body.toString())
    }
    expect(br.body.length).toBeLessThan(identity.body.length / 3)
    // Express's tag names the content, weak as the coded bytes are the compressor's; it still gives 304.
    expect(br.headers.etag).toMatch(/^W\//)
    const again = await get('/sitemap.xml', { ...BR, 'if-none-match': br.headers.etag as string })
    expect([again.status, again.body.length]).toEqual([304, 0])
  })

  it('leaves images as they are', async () => {
    const list = JSON.parse((await get('/web/1.0/offers?limit=5')).body.toString()) as {
      data: { images: { fi_id: number }[] }[]
    }
    const fiId = list.data.flatMap((o) => o.images)[0]?.fi_id
    expect(fiId).toBeDefined()
    const image = await get(`/api/1.0/images/${fiId}/400/300/cover`, BR)
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toMatch(/^image\//)
    expect(image.headers['content-encoding']).toBeUndefined()
  })
})

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`
/** The sizes of one answer's three codings, the coded ones also as a share of the raw one. */
const sizes = (raw: number, gzip: number, br: number) =>
  `${raw} B raw, gzip ${gzip} B (${pct(gzip, raw)}), Brotli ${br} B (${pct(br, raw)})`
