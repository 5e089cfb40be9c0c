import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '../../cms/env'
import { createFixtures, type Fixtures } from '../helpers/catalogue'
import { staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()
let fx: Fixtures
beforeAll(async () => {
  fx = await createFixtures(running.payload)
})

const get = (p: string, accept = 'image/avif,image/webp,image/*,*/*;q=0.8') =>
  request(running.url, 'GET', p, { headers: { accept } })
const cachedFiles = () =>
  fs.existsSync(path.join(env().cacheDir, 'images'))
    ? fs
        .readdirSync(path.join(env().cacheDir, 'images'), { recursive: true })
        .filter((f) => /\.(webp|jpg)$/.test(String(f)))
    : []

describe('GET /api/1.0/images/:fi_id/:w/:h/:fit', () => {
  it('serves every size the site uses, exactly that size with cover, WebP when accepted', async () => {
    for (const [w, h] of [
      [400, 300],
      [730, 413],
      [2000, 1000],
      [1000, 600],
      [75, 75],
    ]) {
      const res = await get(`/api/1.0/images/${fx.photo.id}/${w}/${h}/cover`)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      const meta = await sharp(res.bytes).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, h])
    }
  })

  it('serves JPEG to a browser that does not accept WebP, and contain keeps the whole picture inside the box', async () => {
    const res = await get(`/api/1.0/images/${fx.photo.id}/75/75/contain`, 'image/jpeg,image/*')
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.headers.vary).toMatch(/Accept/)
    const meta = await sharp(res.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 75, 75])
    // The 640×480 original letterboxed in a square: white bands above and below.
    const { data } = await sharp(res.bytes)
      .extract({ left: 37, top: 1, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(240)
  })

  it('computes a size once, then serves the cached file with the same ETag, and 304 on If-None-Match', async () => {
    const url = `/api/1.0/images/${fx.photo.id}/1460/826/cover`
    const before = cachedFiles().length
    const [a, b] = await Promise.all([get(url), get(url)])
    expect(cachedFiles().length).toBe(before + 1)
    const c = await get(url)
    expect(cachedFiles().length).toBe(before + 1)
    expect(a.headers.etag).toBeTruthy()
    expect(new Set([a.headers.etag, b.headers.etag, c.headers.etag]).size).toBe(1)
    expect(Buffer.compare(a.bytes, c.bytes)).toBe(0)
    expect(a.headers['cache-control']).toMatch(/public, max-age=\d{6,}/)
    const notModified = await request(running.url, 'GET', url, {
      headers: { accept: 'image/webp', 'if-none-match': a.headers.etag },
    })
    expect(notModified.status).toBe(304)
    const jpegEtag = (await get(url, 'image/jpeg')).headers.etag
    expect(jpegEtag).not.toBe(a.headers.etag)
  })

  it('refuses absurd sizes and unknown fits with 400 naming the parameter', async () => {
    for (const [p, field] of [
      ['0/100/cover', 'w'],
      ['100/99999/cover', 'h'],
      ['2401/100/cover', 'w'],
      ['abc/100/cover', 'w'],
      ['100/100/stretch', 'fit'],
      ['-5/100/cover', 'w'],
    ]) {
      const res = await get(`/api/1.0/images/${fx.photo.id}/${p}`)
      expect(res.status, p).toBe(400)
      expect(res.json().err).toMatchObject({ code: 'invalid_input', fields: [field] })
    }
  })

  it('refuses a size the site does not use, naming both sides', async () => {
    for (const p of ['321/123/cover', '2400/2400/cover', '400/301/contain']) {
      const res = await get(`/api/1.0/images/${fx.photo.id}/${p}`)
      expect(res.status, p).toBe(400)
      expect(res.json().err).toMatchObject({ code: 'invalid_input', fields: ['w', 'h'] })
    }
  })

  it('is 404 for unknown images', async () => {
    for (const id of ['999999', 'abc', '1e3'])
      expect((await get(`/api/1.0/images/${id}/75/75/cover`)).status).toBe(404)
  })

  it('serves a private file to staff only, and is 404 to anyone else', async () => {
    const url = `/api/1.0/images/${fx.privatePhoto.id}/75/75/cover`
    expect((await get(url)).status).toBe(404)
    expect((await get(`${url}?token=not-a-token`)).status).toBe(404)
    await running.payload.create({
      collection: 'contacts',
      data: {
        username: 'imgclient',
        email: 'img@example.com',
        password: 'a-long-password-1',
        co_name: 'Client',
      } as never,
      overrideAccess: true,
    })
    const client = await running.payload.login({
      collection: 'contacts',
      data: { username: 'imgclient', password: 'a-long-password-1' } as never,
    })
    expect((await get(`${url}?token=${client.token}`)).status).toBe(404)
    const staff = await staffSession(running.payload, 'editor')
    const ok = await get(`${url}?token=${staff.token}`)
    expect(ok.status).toBe(200)
    expect(ok.headers['cache-control']).toMatch(/^private/)
    expect(
      (
        await request(running.url, 'GET', url, {
          headers: { cookie: `payload-token=${staff.token}`, 'sec-fetch-site': 'same-origin' },
        })
      ).status,
    ).toBe(200)
  })
})

describe('images in other sites and in webmail', () => {
  it('lets any page or webmail embed a public rendition (CORP cross-origin), its 304 included', async () => {
    const url = `/api/1.0/images/${fx.photo.id}/400/300/cover`
    const res = await request(running.url, 'GET', url, {
      headers: {
        accept: 'image/webp',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-dest': 'image',
        referer: 'https://mail.example.net/',
      },
    })
    expect(res.status).toBe(200)
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const again = await request(running.url, 'GET', url, {
      headers: { accept: 'image/webp', 'if-none-match': res.headers.etag },
    })
    expect(again.status).toBe(304)
    expect(again.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it('keeps a private file same-origin and private, and an unknown image same-origin', async () => {
    const staff = await staffSession(running.payload, 'editor')
    const res = await get(
      `/api/1.0/images/${fx.privatePhoto.id}/400/300/cover?token=${staff.token}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(res.headers['cache-control']).toMatch(/^private/)
    const hidden = await get(`/api/1.0/images/${fx.privatePhoto.id}/400/300/cover`)
    expect(hidden.status).toBe(404)
    expect(hidden.headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})
