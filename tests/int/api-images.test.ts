import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { env } from '@cms/env'
import { RENDITION_MEMORY_BYTES } from '../../adapters/media/media-memory'
import { jpeg, uploadPhoto } from '../helpers/catalogue'
import { staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const fx = await useCatalogue()
const running = useServer()
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
    // Its rendition is in memory now: the way kept photos take is for public files only.
    expect((await get(url)).status).toBe(404)
    expect((await get(`${url}?token=${client.token}`)).status).toBe(404)
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

describe('photos served from memory, following the data', () => {
  afterEach(() => vi.restoreAllMocks())

  /** Calls of the database for media files, counted from now. */
  const mediaReads = () => {
    const find = vi.spyOn(running.payload, 'find')
    return () => find.mock.calls.filter(([args]) => args.collection === 'media').length
  }

  it('serves a cached photo and its 304 without reading the database or the disk', async () => {
    const photo = await uploadPhoto(running.payload, 'in-memory')
    const url = `/api/1.0/images/${photo.id}/400/300/cover`
    const first = await get(url)
    expect(first.status).toBe(200)
    // Neither the original nor the cached renditions are there any more: only memory can answer.
    const original = path.join(env().mediaDir, photo.filename as string)
    const away = `${original}.away`
    fs.renameSync(original, away)
    const renditions = path.join(env().cacheDir, 'images')
    const kept = `${renditions}.away`
    fs.renameSync(renditions, kept)
    try {
      const reads = mediaReads()
      const again = await get(url)
      expect(again.status).toBe(200)
      expect(Buffer.compare(again.bytes, first.bytes)).toBe(0)
      expect(again.headers.etag).toBe(first.headers.etag)
      expect(again.headers['content-length']).toBe(String(first.bytes.length))
      // Served from memory before the app's router, with the headers the route gives.
      const NAMES = [
        'content-type',
        'cache-control',
        'vary',
        'cross-origin-resource-policy',
        'x-content-type-options',
        'strict-transport-security',
      ]
      const headers = (r: typeof first) => NAMES.map((n) => r.headers[n])
      expect(headers(again)).toEqual(headers(first))
      expect(again.headers['x-content-type-options']).toBe('nosniff')
      const notModified = await request(running.url, 'GET', url, {
        headers: { accept: 'image/webp', 'if-none-match': first.headers.etag },
      })
      expect([notModified.status, notModified.bytes.length]).toEqual([304, 0])
      expect(notModified.headers['cross-origin-resource-policy']).toBe('cross-origin')
      expect(reads()).toBe(0)
    } finally {
      fs.renameSync(away, original)
      fs.renameSync(kept, renditions)
    }
  })

  it('serves an edited photo at once, under a new ETag', async () => {
    const photo = await uploadPhoto(running.payload, 'edited')
    const url = `/api/1.0/images/${photo.id}/400/300/cover`
    const before = await get(url)
    const data = await jpeg(640, 480, { r: 20, g: 60, b: 220 })
    await running.payload.update({
      collection: 'media',
      id: photo.id,
      data: { alt: 'edited, blue now' },
      file: { data, mimetype: 'image/jpeg', name: 'edited-blue.jpg', size: data.length },
      overrideAccess: true,
    })
    const after = await request(running.url, 'GET', url, {
      headers: { accept: 'image/webp', 'if-none-match': before.headers.etag },
    })
    expect(after.status).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const pixel = async (bytes: Buffer) => [
      ...(await sharp(bytes)
        .extract({ left: 200, top: 150, width: 1, height: 1 })
        .raw()
        .toBuffer()),
    ]
    expect((await pixel(after.bytes))[2]).toBeGreaterThan(180)
    expect((await pixel(before.bytes))[2]).toBeLessThan(80)
    // Only the new version's bytes are held.
    expect(mediaKeptFor(photo.id).map((r) => r.bytes)).toEqual([after.bytes])
  })

  it('hides a photo turned private at once, and shows it again when made public', async () => {
    const photo = await uploadPhoto(running.payload, 'turned-private')
    const url = `/api/1.0/images/${photo.id}/400/300/cover`
    const etag = (await get(url)).headers.etag
    await running.payload.update({
      collection: 'media',
      id: photo.id,
      data: { private: true },
      overrideAccess: true,
    })
    const hidden = await request(running.url, 'GET', url, {
      headers: { accept: 'image/webp', 'if-none-match': etag },
    })
    expect(hidden.status).toBe(404)
    expect(hidden.headers['cross-origin-resource-policy']).toBe('same-origin')
    const staff = await staffSession(running.payload, 'editor')
    const forStaff = await get(`${url}?token=${staff.token}`)
    expect(forStaff.status).toBe(200)
    expect(forStaff.headers['cache-control']).toMatch(/^private/)
    expect(forStaff.headers['cross-origin-resource-policy']).toBe('same-origin')
    await running.payload.update({
      collection: 'media',
      id: photo.id,
      data: { private: false },
      overrideAccess: true,
    })
    const shown = await get(url)
    expect(shown.status).toBe(200)
    expect(shown.headers['cache-control']).toMatch(/^public/)
  })

  it('is 404 for a deleted photo at once, and holds none of its bytes', async () => {
    const photo = await uploadPhoto(running.payload, 'deleted')
    const url = `/api/1.0/images/${photo.id}/400/300/cover`
    expect((await get(url)).status).toBe(200)
    expect(mediaKeptFor(photo.id)).toHaveLength(1)
    await running.payload.delete({ collection: 'media', id: photo.id, overrideAccess: true })
    expect((await get(url)).status).toBe(404)
    expect(mediaKeptFor(photo.id)).toHaveLength(0)
  })

  it('finds a photo created after its id was asked for', async () => {
    const last = await uploadPhoto(running.payload, 'last')
    const next = Number(last.id) + 1
    expect((await get(`/api/1.0/images/${next}/75/75/cover`)).status).toBe(404)
    const created = await uploadPhoto(running.payload, 'next')
    expect(created.id).toBe(next)
    expect((await get(`/api/1.0/images/${next}/75/75/cover`)).status).toBe(200)
  })

  it('keeps the renditions it holds within its byte budget', () => {
    const { renditions } = running.services.mediaMemory
    expect(renditions.maxSize).toBe(RENDITION_MEMORY_BYTES)
    expect(renditions.size).toBeGreaterThan(0)
    expect(renditions.calculatedSize).toBeLessThanOrEqual(RENDITION_MEMORY_BYTES)
  })
})

/** The bytes of one media file's renditions held in memory. */
const mediaKeptFor = (id: string | number) =>
  [...running.services.mediaMemory.renditions.values()].filter((r) => r.mediaId === String(id))
