import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompressDir, servePrecompressed } from './precompressed'
import { rawRequest } from '../../tests/helpers/raw-request'

describe('precompressDir and servePrecompressed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
  const script = `export const offers = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: "Offer ${i}" }`).join(', ')}]\n`
  const style = `.offer { color: #123456; }\n`.repeat(100)
  let server: http.Server
  const get = (p: string, headers: Record<string, string> = {}) =>
    rawRequest({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      path: p,
      headers,
    })

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'))
    fs.writeFileSync(path.join(dir, 'assets/main-abc123.js'), script)
    fs.writeFileSync(path.join(dir, 'assets/tiny.js'), 'export {}\n')
    fs.writeFileSync(path.join(dir, 'assets/photo.jpg'), Buffer.alloc(5000, 1))
    fs.writeFileSync(
      path.join(dir, 'site.webmanifest'),
      JSON.stringify({ name: 'Belsunce', icons: Array(100).fill({ src: '/icon.png' }) }),
    )
    fs.writeFileSync(path.join(dir, 'style.css'), style)
    const summary = await precompressDir(dir)
    expect(summary.files).toBe(3)
    expect(summary.br).toBeLessThan(summary.gzip)
    const app = express()
    app.use(
      '/assets',
      servePrecompressed(path.join(dir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
      }),
    )
    app.use(servePrecompressed(dir, { maxAge: '1h' }))
    app.use((_req, res) => void res.status(404).send('not here'))
    server = app.listen(0)
    await new Promise((r) => server.once('listening', r))
  })
  afterAll(async () => {
    await new Promise<void>((r) => (server ? server.close(() => r()) : r()))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('writes .br and .gz beside text files from 1 KB, and nothing beside images or tiny files', () => {
    const names = fs.readdirSync(path.join(dir, 'assets')).sort()
    expect(names).toEqual([
      'main-abc123.js',
      'main-abc123.js.br',
      'main-abc123.js.gz',
      'photo.jpg',
      'tiny.js',
    ])
    expect(
      zlib
        .brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/main-abc123.js.br')))
        .toString(),
    ).toBe(script)
    expect(
      zlib.gunzipSync(fs.readFileSync(path.join(dir, 'site.webmanifest.gz'))).toString(),
    ).toContain('Belsunce')
  })

  it('sends the variant the client accepts, typed as the file, with the caching of its folder', async () => {
    const br = await get(`/assets/main-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/^text\/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)
    const gz = await get(`/assets/main-abc123.js`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script)
    const plain = await get(`/assets/main-abc123.js`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3)
    const css = await get(`/style.css`, { 'accept-encoding': 'br' })
    expect([css.headers['content-encoding'], css.headers['cache-control']]).toEqual([
      'br',
      'public, max-age=3600',
    ])
    expect(css.headers['content-type']).toMatch(/^text\/css/)
    const manifest = await get(`/site.webmanifest`, { 'accept-encoding': 'br' })
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
  })

  it('answers 304 to a strong ETag it gave', async () => {
    const first = await get(`/assets/main-abc123.js`, { 'accept-encoding': 'br' })
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
    const again = await get(`/assets/main-abc123.js`, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag as string,
    })
    expect([again.status, again.body.length]).toEqual([304, 0])
  })

  it('hands other files to express.static, and refuses what it refuses', async () => {
    const tiny = await get(`/assets/tiny.js`, { 'accept-encoding': 'br' })
    expect([tiny.status, tiny.headers['content-encoding'], tiny.body.toString()]).toEqual([
      200,
      undefined,
      'export {}\n',
    ])
    const photo = await get(`/assets/photo.jpg`, { 'accept-encoding': 'br' })
    expect([photo.status, photo.headers['content-encoding'], photo.body.length]).toEqual([
      200,
      undefined,
      5000,
    ])
    expect((await get(`/assets/missing.js`, { 'accept-encoding': 'br' })).status).toBe(404)
    expect(
      (await get(`/assets/%2e%2e/style.css`, { 'accept-encoding': 'br' })).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await get(`/assets/%E0%A4%A.js`, { 'accept-encoding': 'br' })).status).toBe(400)
    const fallthrough = await get(`/nothing.js`, { 'accept-encoding': 'br' })
    expect([fallthrough.status, fallthrough.body.toString()]).toEqual([404, 'not here'])
  })

  it('ignores a variant older than its file', async () => {
    const file = path.join(dir, 'style.css')
    const changed = `${style}.new { color: red; }\n`
    fs.writeFileSync(file, changed)
    const later = new Date(Date.now() + 5000)
    fs.utimesSync(file, later, later)
    const r = await get(`/style.css`, { 'accept-encoding': 'br, gzip' })
    expect(r.headers['content-encoding']).toBeUndefined()
    expect(r.body.toString()).toBe(changed)
  })
})
