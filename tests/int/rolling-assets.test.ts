import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SITE_DIR } from '../../adapters/app'
import { keepBuildAssets, keptAssetsDir } from '../../adapters/render/kept-assets'
import { precompressDir } from '../../adapters/render/precompressed'
import { env } from '@cms/env'
import { decoded, rawRequest } from '../helpers/raw-request'
import { useServer } from '../helpers/server'

/**
 * A rolling deploy: pages of another build name hashed assets this instance's build lacks. The
 * other builds are made-up `client/assets` folders in a temporary folder, put in the shared
 * store (DATA_DIR/assets-kept) as their instances would have at their start.
 */
const DAY = 24 * 60 * 60 * 1000
const store = keptAssetsDir(env().dataDir)
const ownAssets = path.join(SITE_DIR, 'client', 'assets')
const builds = fs.mkdtempSync(path.join(os.tmpdir(), 'rolling-builds-'))
const script = (build: string) =>
  `export const build = ${JSON.stringify(build)};\n` +
  '// a route chunk of that build\n'.repeat(300)

/** A build's assets folder with one hashed script and its Brotli and gzip variants. */
async function otherBuild(name: string, file: string): Promise<string> {
  const dir = path.join(builds, name)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, file), script(name))
  await precompressDir(dir)
  return dir
}

// One file of this build, put in the store long ago: still in use, so kept and marked anew.
const ownFile = fs.readdirSync(ownAssets).find((f) => f.endsWith('.js') && !/\.(br|gz)$/.test(f))
const longAgo = new Date(Date.now() - 30 * DAY)

beforeAll(async () => {
  // Build N: its instances last started two days ago.
  await keepBuildAssets({
    assetsDir: await otherBuild('n', 'offer-NNNNNNNN.js'),
    storeDir: store,
    keepDays: 7,
    now: Date.now() - 2 * DAY,
  })
  // Build N-1: its last instance stopped ten days ago, beyond ASSETS_KEEP_DAYS (7 by default).
  await keepBuildAssets({
    assetsDir: await otherBuild('n-1', 'offer-OLDOLDOL.js'),
    storeDir: store,
    keepDays: 7,
    now: Date.now() - 10 * DAY,
  })
  fs.copyFileSync(path.join(ownAssets, ownFile as string), path.join(store, ownFile as string))
  fs.utimesSync(path.join(store, ownFile as string), longAgo, longAgo)
  // A file beside the store that no address may reach.
  fs.writeFileSync(path.join(env().dataDir, 'secret.js'), 'the secret beside the store')
})
afterAll(() => fs.rmSync(builds, { recursive: true, force: true }))

const running = useServer()
const get = (urlPath: string, headers: Record<string, string> = {}) =>
  rawRequest({ host: '127.0.0.1', port: running.port, path: urlPath, headers })
const BR = { 'accept-encoding': 'gzip, deflate, br' }

describe('hashed assets across builds', () => {
  it("serves build N's asset, absent from this build, from the store: immutable, Brotli when asked", async () => {
    expect(fs.existsSync(path.join(ownAssets, 'offer-NNNNNNNN.js'))).toBe(false)
    const br = await get('/assets/offer-NNNNNNNN.js', BR)
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/^text\/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(decoded(br).toString()).toBe(script('n'))
    const gzip = await get('/assets/offer-NNNNNNNN.js', { 'accept-encoding': 'gzip' })
    expect([gzip.status, gzip.headers['content-encoding']]).toEqual([200, 'gzip'])
    expect(decoded(gzip).toString()).toBe(script('n'))
    const plain = await get('/assets/offer-NNNNNNNN.js')
    expect([plain.status, plain.headers['content-encoding']]).toEqual([200, undefined])
    expect(plain.body.toString()).toBe(script('n'))
    const again = await get('/assets/offer-NNNNNNNN.js', {
      ...BR,
      'if-none-match': br.headers.etag as string,
    })
    expect(again.status).toBe(304)
  })

  it("serves a newer build's asset as soon as its first instance has kept it (the reverse way)", async () => {
    expect((await get('/assets/offer-NEWNEWNE.js', BR)).status).toBe(404)
    // The first instance of build N+1 starts on another machine sharing DATA_DIR.
    await keepBuildAssets({
      assetsDir: await otherBuild('n+1', 'offer-NEWNEWNE.js'),
      storeDir: store,
      keepDays: 7,
    })
    const kept = await get('/assets/offer-NEWNEWNE.js', BR)
    expect([kept.status, kept.headers['content-encoding']]).toEqual([200, 'br'])
    expect(decoded(kept).toString()).toBe(script('n+1'))
  })

  it("serves this build's own assets as before", async () => {
    const own = await get(`/assets/${ownFile}`, BR)
    expect(own.status).toBe(200)
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(decoded(own).equals(fs.readFileSync(path.join(ownAssets, ownFile as string)))).toBe(true)
  })

  it('answers 404 for an asset no build has, never a page', async () => {
    for (const urlPath of ['/assets/offer-UNKNOWN1.js', '/assets/nested/style-UNKNOWN2.css']) {
      const r = await get(urlPath, BR)
      expect(r.status, urlPath).toBe(404)
      expect(decoded(r).toString(), urlPath).not.toContain('<main')
    }
  })

  it('never serves a file outside the store or a half-written copy', async () => {
    fs.writeFileSync(path.join(store, '.offer-HALFHALF.js.abc.tmp'), 'half a copy')
    for (const urlPath of [
      '/assets/..%2fsecret.js',
      '/assets/%2e%2e/secret.js',
      '/assets/%2e%2e%2fsecret.js',
      '/assets/..%5csecret.js',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.js',
      '/assets/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2fetc%2fpasswd',
      '/assets/.offer-HALFHALF.js.abc.tmp',
      '/assets/offer-NNNNNNNN.js%00.png',
    ]) {
      const r = await get(urlPath, BR)
      expect(r.status, urlPath).toBeGreaterThanOrEqual(400)
      expect(r.status, urlPath).toBeLessThan(500)
      const body = decoded(r).toString()
      expect(body, urlPath).not.toContain('secret beside')
      expect(body, urlPath).not.toContain('half a copy')
      expect(body, urlPath).not.toContain('root:')
    }
  })
})

describe('the store at start', () => {
  it("holds every file of this build, with its variants, after this instance's start", () => {
    const own = fs.readdirSync(ownAssets)
    expect(own.some((f) => f.endsWith('.br'))).toBe(true)
    for (const file of own)
      expect(fs.statSync(path.join(store, file)).size, file).toBe(
        fs.statSync(path.join(ownAssets, file)).size,
      )
    // The file put there long ago is marked as in use again, not pruned.
    expect(fs.statSync(path.join(store, ownFile as string)).mtimeMs).toBeGreaterThan(
      Date.now() - DAY,
    )
  })

  it('removed the files older than ASSETS_KEEP_DAYS and kept the younger ones', () => {
    expect(env().ASSETS_KEEP_DAYS).toBe(7)
    const names = fs.readdirSync(store)
    expect(names.filter((f) => f.startsWith('offer-OLDOLDOL'))).toEqual([])
    expect(names.filter((f) => f.startsWith('offer-NNNNNNNN')).sort()).toEqual([
      'offer-NNNNNNNN.js',
      'offer-NNNNNNNN.js.br',
      'offer-NNNNNNNN.js.gz',
    ])
  })
})
