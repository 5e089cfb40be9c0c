import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '@cms/env'
import { seed } from '@cms/seed/index'
import { tsNodeArgs } from '../../scripts/ts-process'
import type { Media } from '@cms/payload-types'
import { jpeg } from '../helpers/catalogue'
import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { otherProcess } from '../helpers/other-process-run'
import { useServer } from '../helpers/server'

// The bucket is up, and the S3_* settings set, before the server's modules read the configuration.
const bucket = await vi.hoisted(async () => {
  const { startLocalBucket } = await import('../helpers/s3-bucket')
  const started = await startLocalBucket()
  Object.assign(process.env, started.env)
  return started
})

/** Media in an S3 bucket (s3rver, through Payload's storage adapter and the AWS SDK), served through our own routes. */
const running = useServer({ admin: true })
afterAll(() => bucket.close())

const mediaFiles = () =>
  fs.existsSync(env().mediaDir) ? fs.readdirSync(env().mediaDir, { recursive: true }) : []

let token: string
beforeAll(async () => {
  token = (await staffSession(running.payload, 'editor')).token
})

/** A JPEG uploaded as staff through Payload's REST API, as the admin does. */
async function uploadAsStaff(
  name: string,
  color: { r: number; g: number; b: number },
  priv = false,
) {
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array(await jpeg(1200, 900, color))], { type: 'image/jpeg' }),
    `${name}.jpg`,
  )
  form.append('_payload', JSON.stringify({ alt: name, private: priv }))
  const res = await fetch(`${running.url}/cms-api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
  const body = (await res.json()) as { doc: Media }
  expect(res.status, JSON.stringify(body)).toBe(201)
  return body.doc
}

const rendition = (base: string, id: number | string, w: number, h: number, query = '') =>
  request(base, 'GET', `/api/1.0/images/${id}/${w}/${h}/cover${query}`, {
    headers: { accept: 'image/webp' },
  })

/** A file address Payload gave, on the running server. */
const onServer = (url: string | null | undefined) => {
  const u = new URL(url ?? '', env().PUBLIC_URL)
  return `${u.pathname}${u.search}`
}

const sizeOf = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata()
  return [meta.format, meta.width, meta.height]
}

describe('media on S3-compatible object storage', () => {
  let photo: Media

  it('stores a photo staff upload in the bucket, original and thumbnail, and nothing in DATA_DIR', async () => {
    const before = mediaFiles()
    photo = await uploadAsStaff('terrace', { r: 30, g: 120, b: 200 })
    expect(await bucket.keys()).toEqual(
      [`media/${photo.filename}`, `media/${photo.sizes?.thumbnail?.filename}`].sort(),
    )
    expect(mediaFiles()).toEqual(before)
    // Payload serves the file through its access control, never at the bucket's address.
    for (const url of [photo.url, photo.thumbnailURL, photo.sizes?.thumbnail?.url])
      expect(url?.startsWith(`${env().PUBLIC_URL}/cms-api/media/file/`), url ?? '').toBe(true)
    expect(JSON.stringify(photo)).not.toContain(bucket.env.S3_ENDPOINT)
  })

  it("keeps staff's admin working: the original and its thumbnail come back through Payload", async () => {
    for (const [url, size] of [
      [photo.url, [1200, 900]],
      [photo.sizes?.thumbnail?.url, [240, 160]],
    ] as const) {
      const res = await request(running.url, 'GET', onServer(url), {
        headers: { Authorization: `JWT ${token}` },
      })
      expect(res.status, onServer(url)).toBe(200)
      expect(await sizeOf(res.bytes)).toEqual(['jpeg', ...size])
    }
    // Not to visitors: Payload's REST API is the back office's.
    expect((await request(running.url, 'GET', onServer(photo.url))).status).toBe(401)
  })

  it('serves the public rendition from the original in the bucket', async () => {
    const res = await rendition(running.url, photo.id, 400, 300)
    expect(res.status).toBe(200)
    expect(await sizeOf(res.bytes)).toEqual(['webp', 400, 300])
    expect(mediaFiles().filter((f) => String(f).includes('terrace'))).toEqual([])
  })

  it('prints a listing sheet with the photo read from the bucket', async () => {
    const offer = await makeOffer(running.payload, { images: [photo.id] })
    const res = await request(running.url, 'GET', `/api/1.0/offers/${offer.id}/print?type=complete`)
    expect(res.status).toBe(200)
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    // The photo is the sheet's one JPEG image (the QR code is a PNG).
    expect(res.bytes.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*\/Filter \/DCTDecode/)
    const without = await makeOffer(running.payload)
    const bare = await request(
      running.url,
      'GET',
      `/api/1.0/offers/${without.id}/print?type=complete`,
    )
    expect(bare.bytes.toString('latin1')).not.toMatch(/\/DCTDecode/)
  })

  it('keeps a private photo of an unpublished offer from the public, and serves it to staff', async () => {
    const hidden = await uploadAsStaff('unpublished', { r: 200, g: 40, b: 40 }, true)
    const offer = await makeOffer(running.payload, { images: [hidden.id], _status: 'draft' })
    expect(await bucket.keys()).toContain(`media/${hidden.filename}`)
    expect((await rendition(running.url, hidden.id, 400, 300)).status).toBe(404)
    const client = await makeClient(running.payload)
    const clientToken = (
      await running.payload.login({
        collection: 'contacts',
        data: { username: client.login, password: client.password } as never,
      })
    ).token
    expect(
      (await rendition(running.url, hidden.id, 400, 300, `?token=${clientToken}`)).status,
    ).toBe(404)
    expect(
      (await request(running.url, 'GET', `/api/1.0/offers/${offer.id}/print?type=complete`)).status,
    ).toBe(404)
    // A client's token is refused by Payload's REST API: its file address is no way round.
    const asClient = await request(running.url, 'GET', onServer(hidden.url), {
      headers: { Authorization: `JWT ${clientToken}` },
    })
    expect(asClient.status).toBe(403)
    const forStaff = await rendition(running.url, hidden.id, 400, 300, `?token=${token}`)
    expect(forStaff.status).toBe(200)
    expect(forStaff.headers['cache-control']).toMatch(/^private/)
  })

  it('lets another instance on the same bucket, with its own caches, serve the same photo', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-other-'))
    const { child, match } = await otherProcess(['serve'], /SERVING (\S+)/, { DATA_DIR: dataDir })
    try {
      const res = await rendition(match[1], photo.id, 730, 413)
      expect(res.status).toBe(200)
      expect(await sizeOf(res.bytes)).toEqual(['webp', 730, 413])
      // Made there from the bucket's original: its own rendition cache holds it, its media folder nothing.
      const cached = fs.readdirSync(path.join(dataDir, 'cache', 'images'), { recursive: true })
      expect(cached.filter((f) => String(f).endsWith('.webp'))).toHaveLength(1)
      expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false)
    } finally {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('removes the objects from the bucket when staff delete the photo', async () => {
    const res = await fetch(`${running.url}/cms-api/media/${photo.id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${token}` },
    })
    expect(res.status).toBe(200)
    const keys = await bucket.keys()
    expect(keys.filter((k) => k.includes('terrace'))).toEqual([])
    expect((await rendition(running.url, photo.id, 400, 300)).status).toBe(404)
  })

  it('loads the demo data with every photo in the bucket', async () => {
    await seed(running.payload, { offers: 1, imageSize: 'small' })
    const seeded = await running.payload.find({
      collection: 'media',
      where: { filename: { like: 'seed-' } },
      pagination: false,
      limit: 0,
      depth: 0,
    })
    expect(seeded.docs.length).toBeGreaterThanOrEqual(18)
    const keys = new Set(await bucket.keys())
    for (const m of seeded.docs)
      expect(keys.has(`media/${m.filename}`), m.filename ?? '').toBe(true)
    expect(mediaFiles()).toEqual([])
    const [first] = seeded.docs
    expect(await sizeOf((await rendition(running.url, first.id, 400, 300)).bytes)).toEqual([
      'webp',
      400,
      300,
    ])
  }, 240_000)

  // npm run backup copies a SQLite database; PostgreSQL's backup is pg_dump's.
  it.skipIf(!(process.env.DATABASE_URI ?? '').startsWith('file:'))(
    'says that npm run backup leaves the bucket out, and archives no media folder',
    () => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-s3-backup-'))
      // On the disk, an existing media folder is archived: here it is left out all the same.
      fs.mkdirSync(env().mediaDir, { recursive: true })
      try {
        const run = spawnSync(process.execPath, tsNodeArgs('scripts/backup.ts'), {
          env: { ...process.env, BACKUP_DIR: out },
          encoding: 'utf8',
        })
        expect(run.status, run.stderr).toBe(0)
        expect(run.stdout).toContain(
          `Media are in the S3 bucket "${bucket.env.S3_BUCKET}" and are NOT in this archive`,
        )
        const [archive] = fs.readdirSync(out)
        const listed = spawnSync('tar', ['-tzf', path.join(out, archive)], { encoding: 'utf8' })
        expect(listed.stdout).toMatch(/^agency\.db$/m)
        expect(listed.stdout).not.toMatch(/^media/m)
      } finally {
        fs.rmSync(out, { recursive: true, force: true })
      }
    },
    120_000,
  )
})
