import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import express from 'express'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { keepBuildAssets, keptAssetsFallback, pruneKeptAssets } from './kept-assets'
import { precompressDir } from './precompressed'
import { decoded, rawRequest } from '../../tests/helpers/raw-request'

const DAY = 24 * 60 * 60 * 1000
/** A time in whole seconds, as the store keeps them. */
const daysAgo = (days: number) => Math.floor(Date.now() / 1000) * 1000 - days * DAY
const script = (build: string) =>
  `export const build = ${JSON.stringify(build)}\n` + '// route chunk\n'.repeat(200)

let root: string
let store: string
/** A build's `client/assets` with one hashed script and its precompressed variants. */
async function buildWith(name: string, file: string): Promise<string> {
  const dir = path.join(root, name, 'assets')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, file), script(name))
  await precompressDir(dir)
  return dir
}
const mtime = (file: string) => fs.statSync(path.join(store, file)).mtimeMs

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-assets-'))
  store = path.join(root, 'data', 'assets-kept')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('keepBuildAssets', () => {
  it('copies a build with its variants, keeps the files of another build, and refreshes only forward', async () => {
    const n = await buildWith('n', 'home-AAAAAAAA.js')
    const next = await buildWith('n1', 'home-BBBBBBBB.js')
    const t0 = daysAgo(3)
    expect(await keepBuildAssets({ assetsDir: n, storeDir: store, keepDays: 7, now: t0 })).toEqual({
      copied: 3,
      refreshed: 0,
      pruned: 0,
    })
    expect(
      await keepBuildAssets({ assetsDir: next, storeDir: store, keepDays: 7, now: t0 + DAY }),
    ).toEqual({ copied: 3, refreshed: 0, pruned: 0 })
    expect(fs.readdirSync(store).sort()).toEqual([
      'home-AAAAAAAA.js',
      'home-AAAAAAAA.js.br',
      'home-AAAAAAAA.js.gz',
      'home-BBBBBBBB.js',
      'home-BBBBBBBB.js.br',
      'home-BBBBBBBB.js.gz',
    ])
    expect(fs.readFileSync(path.join(store, 'home-AAAAAAAA.js'), 'utf8')).toBe(script('n'))
    // A variant is never older than its file: sendPrecompressed would ignore it.
    expect(mtime('home-AAAAAAAA.js.br')).toBe(mtime('home-AAAAAAAA.js'))
    expect(mtime('home-AAAAAAAA.js')).toBe(t0)

    // An instance of build N starting again marks its files as in use now…
    const again = await keepBuildAssets({
      assetsDir: n,
      storeDir: store,
      keepDays: 7,
      now: t0 + 2 * DAY,
    })
    expect(again).toEqual({ copied: 0, refreshed: 3, pruned: 0 })
    expect(mtime('home-AAAAAAAA.js')).toBe(t0 + 2 * DAY)
    // …and a slower instance that read an older clock never moves a time back.
    await keepBuildAssets({ assetsDir: n, storeDir: store, keepDays: 7, now: t0 + DAY })
    expect(mtime('home-AAAAAAAA.js')).toBe(t0 + 2 * DAY)
  })

  it('prunes files not marked for the keeping time, a half-written copy included, and keeps the rest', async () => {
    const n = await buildWith('n', 'home-AAAAAAAA.js')
    const next = await buildWith('n1', 'home-BBBBBBBB.js')
    const t0 = daysAgo(30)
    await keepBuildAssets({ assetsDir: n, storeDir: store, keepDays: 7, now: t0 })
    fs.writeFileSync(path.join(store, '.home-CCCCCCCC.js.1234.tmp'), 'half')
    fs.utimesSync(path.join(store, '.home-CCCCCCCC.js.1234.tmp'), new Date(t0), new Date(t0))
    // Build N+1 starts 6 days later: N's files are still within the 7 days.
    const sixDays = await keepBuildAssets({
      assetsDir: next,
      storeDir: store,
      keepDays: 7,
      now: t0 + 6 * DAY,
    })
    expect(sixDays.pruned).toBe(0)
    // 8 days after N's last mark they go (the file, its variants and the stray copy); N+1's stay.
    expect(await pruneKeptAssets(store, 7, t0 + 8 * DAY)).toBe(4)
    expect(fs.readdirSync(store).sort()).toEqual([
      'home-BBBBBBBB.js',
      'home-BBBBBBBB.js.br',
      'home-BBBBBBBB.js.gz',
    ])
  })

  it('replaces a truncated copy, and copies nothing when the build has no assets', async () => {
    const n = await buildWith('n', 'home-AAAAAAAA.js')
    fs.mkdirSync(store, { recursive: true })
    fs.writeFileSync(path.join(store, 'home-AAAAAAAA.js'), 'export')
    const s = await keepBuildAssets({ assetsDir: n, storeDir: store, keepDays: 7 })
    expect(s.copied).toBe(3)
    expect(fs.readFileSync(path.join(store, 'home-AAAAAAAA.js'), 'utf8')).toBe(script('n'))
    expect(
      await keepBuildAssets({ assetsDir: path.join(root, 'none'), storeDir: store, keepDays: 7 }),
    ).toEqual({ copied: 0, refreshed: 0, pruned: 0 })
  })
})

describe('keptAssetsFallback', () => {
  it("serves the store's file once a rebuild in place removed it from the running build", async () => {
    const n = await buildWith('n', 'home-AAAAAAAA.js')
    await keepBuildAssets({ assetsDir: n, storeDir: store, keepDays: 7 })
    const app = express()
    app.use('/assets', keptAssetsFallback({ assetsDir: n, storeDir: store }))
    app.use('/assets', (_req, res) => void res.status(404).send('own route'))
    const server = app.listen(0)
    await new Promise((r) => server.once('listening', r))
    const get = (p: string) =>
      rawRequest({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        path: p,
        headers: { 'accept-encoding': 'br' },
      })
    try {
      // The build still has it: its own route answers.
      expect((await get('/assets/home-AAAAAAAA.js')).body.toString()).toBe('own route')
      fs.rmSync(n, { recursive: true })
      const kept = await get('/assets/home-AAAAAAAA.js')
      expect(kept.status).toBe(200)
      expect(kept.headers['content-encoding']).toBe('br')
      expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(decoded(kept).toString()).toBe(script('n'))
      expect((await get('/assets/home-ZZZZZZZZ.js')).body.toString()).toBe('own route')
    } finally {
      await new Promise<void>((r) => server.close(() => r()))
    }
  })
})
