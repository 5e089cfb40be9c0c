import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { urlToHttpOptions } from 'node:url'
import zlib from 'node:zlib'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  neverCompressed,
  compressAnswers,
  isCompressibleType,
  negotiateEncoding,
  prepareAnswer,
  sendPrepared,
} from './compression'
import { decoded, rawRequest } from '../../tests/helpers/raw-request'

describe('negotiateEncoding', () => {
  it('prefers Brotli when the client rates it as high as gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('br;q=1.0, gzip;q=1.0')).toBe('br')
    expect(negotiateEncoding('*')).toBe('br')
  })

  it("follows the client's q-values", () => {
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('*;q=0.2, br;q=0')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=0.1, identity')).toBe('identity')
    expect(negotiateEncoding('gzip;q=0.5, identity;q=0.4')).toBe('gzip')
  })

  it('reads names and parameters case-insensitively, with spaces, and x-gzip as gzip', () => {
    expect(negotiateEncoding(' GZIP ; Q=0.8 , Br ; q=0.9 ')).toBe('br')
    expect(negotiateEncoding('x-gzip')).toBe('gzip')
  })

  it('answers identity when nothing offered is accepted', () => {
    expect(negotiateEncoding(undefined)).toBe('identity')
    expect(negotiateEncoding('')).toBe('identity')
    expect(negotiateEncoding('identity')).toBe('identity')
    expect(negotiateEncoding('deflate, zstd')).toBe('identity')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(negotiateEncoding('*;q=0')).toBe('identity')
    // A weight that is not a number accepts nothing.
    expect(negotiateEncoding('br;q=high, gzip;q=none')).toBe('identity')
  })

  it('chooses only among the codings offered', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(negotiateEncoding('br', ['gzip'])).toBe('identity')
    expect(negotiateEncoding('br, gzip', [])).toBe('identity')
  })
})

describe('isCompressibleType', () => {
  it('takes text formats and leaves compressed ones', () => {
    for (const t of [
      'application/json; charset=utf-8',
      'text/html; charset=utf-8',
      'text/plain',
      'text/css',
      'text/javascript',
      'application/javascript',
      'image/svg+xml',
      'application/xml',
      'application/rss+xml',
      'application/manifest+json',
      'application/ld+json',
    ]) {
      expect(isCompressibleType(t), t).toBe(true)
    }
    for (const t of [
      'image/jpeg',
      'image/webp',
      'application/pdf',
      'font/woff2',
      'application/octet-stream',
      'application/zip',
      undefined,
      12,
    ]) {
      expect(isCompressibleType(t), String(t)).toBe(false)
    }
  })
})

/** A request whose answer is read as it came on the wire (no decompression). */
const raw = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest({ ...urlToHttpOptions(new URL(url)), method, headers })

/** Paths left to another server or protocol, and the photos. */
const OTHERS = [
  '/admin/page',
  '/cms-api/offers',
  '/_next/static/x.js',
  '/socket.io/',
  '/api/1.0/images/1/400/300/cover',
]

describe('compressAnswers', () => {
  const big = {
    rows: Array.from({ length: 200 }, (_, i) => ({
      id: i,
      name: `Appartement ${i}`,
      city: 'MONACO',
    })),
  }
  const html = `<!doctype html><html><body>${'<p>Monte-Carlo</p>'.repeat(200)}</body></html>`
  let server: http.Server
  let base = ''
  let prepared: Awaited<ReturnType<typeof prepareAnswer>>
  let quick: Awaited<ReturnType<typeof prepareAnswer>>

  beforeAll(async () => {
    prepared = await prepareAnswer(Buffer.from(JSON.stringify(big)))
    quick = await prepareAnswer(Buffer.from(JSON.stringify(big)), { encode: 'quick' })
    const app = express()
    app.use(compressAnswers({ skip: neverCompressed }))
    app.get('/json', (_req, res) => void res.json(big))
    app.get('/small', (_req, res) => void res.json({ ok: true }))
    app.get('/html', (_req, res) => void res.send(html))
    app.get('/image', (_req, res) => void res.type('jpeg').send(Buffer.alloc(4096, 7)))
    app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').json(big))
    for (const other of OTHERS) app.get(other, (_req, res) => void res.send(html))
    app.get('/strong', (_req, res) => void res.set('ETag', '"v1"').send(html))
    app.get('/range', (_req, res) => void res.status(206).type('text').send(html))
    app.get('/flushed', (_req, res) => {
      res.type('html').write(`<p>${'first part, sent at once. '.repeat(80)}</p>`)
      res.flush()
      setTimeout(() => res.end('<footer>end</footer>'), 400)
    })
    app.get('/prepared', (req, res) => sendPrepared(req, res, prepared))
    app.get('/quick', (req, res) => sendPrepared(req, res, quick))
    app.get('/stream', (_req, res) => {
      res.type('html')
      let i = 0
      const more = () => {
        while (i < 300) {
          i++
          if (!res.write(`<p>part ${i} of a streamed page</p>\n`))
            return void res.once('drain', more)
        }
        res.end('<footer>end</footer>')
      }
      more()
    })
    server = app.listen(0)
    await new Promise((r) => server.once('listening', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('compresses a whole JSON body in the coding the client prefers, or not at all', async () => {
    const expected = JSON.stringify(big)
    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
      ['deflate', undefined],
    ] as const) {
      const r = await raw(`${base}/json`, accept ? { 'accept-encoding': accept } : {})
      expect(r.status).toBe(200)
      expect(r.headers['content-encoding'], accept).toBe(coding)
      expect(r.headers.vary).toMatch(/accept-encoding/i)
      // A coded body streams out of the compressor, so its length is not known before it ends.
      if (coding) expect(r.headers['transfer-encoding']).toBe('chunked')
      else expect(Number(r.headers['content-length'])).toBe(r.body.length)
      expect(decoded(r).toString()).toBe(expected)
      if (coding) expect(r.body.length).toBeLessThan(expected.length / 4)
    }
  })

  it("keeps Express's weak ETag and its 304", async () => {
    const first = await raw(`${base}/json`, { 'accept-encoding': 'br' })
    expect(first.headers.etag).toMatch(/^W\//)
    const again = await raw(`${base}/json`, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['content-encoding']).toBeUndefined()
  })

  it('compresses HTML sent whole and HTML written in parts', async () => {
    for (const path of ['/html', '/stream']) {
      const r = await raw(`${base}${path}`, { 'accept-encoding': 'br, gzip' })
      expect(r.headers['content-encoding'], path).toBe('br')
      expect(decoded(r).toString()).toMatch(/^<.*(<\/html>|<footer>end<\/footer>)$/s)
      const g = await raw(`${base}${path}`, { 'accept-encoding': 'gzip' })
      expect(decoded(g).toString()).toBe(decoded(r).toString())
      const plain = await raw(`${base}${path}`)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString()).toBe(decoded(r).toString())
    }
  })

  it('leaves small bodies, images, no-transform answers, skipped paths and HEAD alone', async () => {
    const accept = { 'accept-encoding': 'br, gzip' }
    const small = await raw(`${base}/small`, accept)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.headers.vary).toMatch(/accept-encoding/i)
    const image = await raw(`${base}/image`, accept)
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers.vary).toBeUndefined()
    expect(image.body.length).toBe(4096)
    expect((await raw(`${base}/no-transform`, accept)).headers['content-encoding']).toBeUndefined()
    for (const other of OTHERS) {
      const r = await raw(`${base}${other}`, accept)
      expect([r.headers['content-encoding'], r.headers.vary], other).toEqual([undefined, undefined])
    }
    const range = await raw(`${base}/range`, accept)
    expect([range.status, range.headers['content-encoding']]).toEqual([206, undefined])
    expect(range.body.toString()).toBe(html)
    const head = await raw(`${base}/json`, accept, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
  })

  it('never sends deflate, even to a client that rates it above gzip', async () => {
    for (const accept of [
      'deflate',
      'deflate, identity;q=0.5',
      'gzip;q=0.2, deflate;q=0, identity',
    ]) {
      const r = await raw(`${base}/json`, { 'accept-encoding': accept })
      expect(r.headers['content-encoding'], accept).toBeUndefined()
      expect(r.headers.vary).toMatch(/accept-encoding/i)
    }
  })

  it('makes a strong ETag weak when it compresses the body, and keeps it strong otherwise', async () => {
    const br = await raw(`${base}/strong`, { 'accept-encoding': 'br' })
    expect([br.headers['content-encoding'], br.headers.etag]).toEqual(['br', 'W/"v1"'])
    expect((await raw(`${base}/strong`)).headers.etag).toBe('"v1"')
  })

  it('pushes out what a streamed answer flushed before the answer ends', async () => {
    const started = performance.now()
    const arrivals: number[] = []
    const body = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${base}/flushed`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('br')
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => {
            arrivals.push(performance.now() - started)
            chunks.push(c)
          })
          res.on('end', () => resolve(Buffer.concat(chunks)))
        })
        .on('error', reject)
    })
    expect(arrivals[0]).toBeLessThan(300)
    expect(zlib.brotliDecompressSync(body).toString()).toMatch(
      /^<p>first part.*<footer>end<\/footer>$/s,
    )
  })

  it('sends prepared answers as they are kept, with a strong ETag per coding and 304', async () => {
    const br = await raw(`${base}/prepared`, { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(Buffer.compare(br.body, prepared.br as Buffer)).toBe(0)
    expect(br.headers.etag).toBe(`"${prepared.hash}-br"`)
    expect(br.headers['content-type']).toMatch(/^application\/json/)
    const gz = await raw(`${base}/prepared`, { 'accept-encoding': 'gzip' })
    expect(Buffer.compare(gz.body, prepared.gzip as Buffer)).toBe(0)
    expect(gz.headers.etag).toBe(`"${prepared.hash}-gzip"`)
    const plain = await raw(`${base}/prepared`)
    expect(plain.headers.etag).toBe(`"${prepared.hash}"`)
    expect(plain.body.toString()).toBe(JSON.stringify(big))
    for (const r of [br, gz, plain]) expect(r.headers.vary).toMatch(/accept-encoding/i)
    const again = await raw(`${base}/prepared`, {
      'accept-encoding': 'gzip, br',
      'if-none-match': br.headers.etag as string,
    })
    expect([again.status, again.body.length]).toEqual([304, 0])
    // Another coding's tag does not match.
    expect(
      (
        await raw(`${base}/prepared`, {
          'accept-encoding': 'gzip',
          'if-none-match': br.headers.etag as string,
        })
      ).status,
    ).toBe(200)
  })

  it('sends a quick Brotli under an ETag of its own, and leaves gzip to the compressor until the kept variants are made', async () => {
    expect(quick.gzip).toBeUndefined()
    const br = await raw(`${base}/quick`, { 'accept-encoding': 'gzip, br' })
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(JSON.stringify(big))
    expect(br.headers.etag).toBe(`"${quick.hash}-br-quick"`)
    expect(br.headers.etag).not.toBe(`"${prepared.hash}-br"`)
    const gz = await raw(`${base}/quick`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(JSON.stringify(big))
  })
})

describe('prepareAnswer', () => {
  it('leaves bodies under 1 KB uncompressed and hashes every body', async () => {
    const small = await prepareAnswer(Buffer.from('{"err":null}'))
    expect([small.br, small.gzip]).toEqual([undefined, undefined])
    expect(small.hash).toMatch(/^[\w-]{27}$/)
    const large = await prepareAnswer(Buffer.from(JSON.stringify({ text: 'Monaco '.repeat(500) })))
    expect(zlib.brotliDecompressSync(large.br as Buffer).toString()).toBe(large.body.toString())
    expect(zlib.gunzipSync(large.gzip as Buffer).toString()).toBe(large.body.toString())
  })
})
