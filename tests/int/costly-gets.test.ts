import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cachedRendition } from '../../adapters/media/renditions'
import { makeOffer } from '../helpers/factories'
import { jpeg } from '../helpers/catalogue'
import { useServer } from '../helpers/server'

// The production limits: anonymous requests that make the server work are bounded.
delete process.env.RATE_LIMIT_SCALE

const running = useServer()

const bytes = async (p: string) => {
  const res = await fetch(`${running.url}${p}`)
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
}

describe('the PDF sheet', () => {
  it('is rendered once per offer and language until the data changes', async () => {
    const offer = await makeOffer(running.payload)
    const a = await bytes(`/api/1.0/offers/${offer.id}/print?lang=fr`)
    const b = await bytes(`/api/1.0/offers/${offer.id}/print?lang=fr&d=2`)
    expect(a.status).toBe(200)
    // Each rendering stamps its own creation date: equal bytes mean one rendering.
    expect(Buffer.compare(a.body, b.body)).toBe(0)
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      locale: 'fr',
      data: { of_name: 'Nouveau nom' },
    })
    const c = await bytes(`/api/1.0/offers/${offer.id}/print?lang=fr`)
    expect(Buffer.compare(a.body, c.body)).not.toBe(0)
  })

  it('is limited per address', async () => {
    const offer = await makeOffer(running.payload)
    const statuses: number[] = []
    for (let i = 0; i < 62; i++)
      statuses.push((await fetch(`${running.url}/api/1.0/offers/${offer.id}/print?lang=en`)).status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
  })
})

describe('the public answer cache', () => {
  it('keeps no answer for unknown slugs', async () => {
    const cache = running.services.publicCache
    await bytes('/web/1.0/offers?lang=en')
    const before = cache.size().entries
    for (let i = 0; i < 50; i++)
      expect((await bytes(`/web/1.0/offers/made-up-${i}?lang=en`)).status).toBe(404)
    expect(cache.size().entries).toBe(before)
  })
})

describe('image renditions', () => {
  it('keep the disk cache under its budget, dropping the least recently used', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renditions-'))
    const original = path.join(dir, 'original.jpg')
    fs.writeFileSync(
      original,
      await sharp({
        create: {
          width: 1600,
          height: 1200,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .jpeg()
        .toBuffer(),
    )
    const budget = 600_000
    const files: string[] = []
    for (const [i, [w, h]] of (
      [
        [400, 300],
        [730, 413],
        [1000, 600],
        [800, 600],
        [1200, 630],
      ] as const
    ).entries()) {
      files.push(
        await cachedRendition(
          path.join(dir, 'cache'),
          `tag${i}${'0'.repeat(38)}`,
          { original, width: w, height: h, fit: 'cover', format: 'jpeg' },
          { maxBytes: budget },
        ),
      )
    }
    await new Promise((r) => setTimeout(r, 100))
    const kept = files.filter((f) => fs.existsSync(f))
    const total = kept.reduce((sum, f) => sum + fs.statSync(f).size, 0)
    expect(total).toBeLessThanOrEqual(budget)
    expect(kept).toContain(files[files.length - 1])
    expect(fs.existsSync(files[0])).toBe(false)
  })

  it('refuse an original above 50 megapixels without decoding it', async () => {
    const data = await jpeg(8000, 7000)
    const media = await running.payload.create({
      collection: 'media',
      data: { alt: 'huge' },
      file: { data, mimetype: 'image/jpeg', name: 'huge.jpg', size: data.length },
      overrideAccess: true,
    })
    const res = await fetch(`${running.url}/api/1.0/images/${media.id}/400/300/cover`, {
      headers: { accept: 'image/webp' },
    })
    expect(res.status).toBe(404)
  })
})
