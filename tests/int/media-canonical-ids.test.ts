import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { uploadPhoto } from '../helpers/catalogue'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

const get = (p: string) => request(running.url, 'GET', p, { headers: { accept: 'image/webp' } })

/** The resized files on disk, by name. */
const cachedFiles = () => {
  const dir = path.join(env().cacheDir, 'images')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.(webp|jpg)$/.test(f))
    : []
}

/** Every other spelling of a numeric id a database would read as the same number. */
const aliasesOf = (id: string | number) => [`0${id}`, `00${id}`, `000${id}`]

describe('media ids have one spelling', () => {
  it('serves a photo under its own id only, never under a zero-padded alias', async () => {
    const photo = await uploadPhoto(running.payload, 'padded')
    expect((await get(`/api/1.0/images/${photo.id}/400/300/cover`)).status).toBe(200)
    expect((await get(`/feeds/photos/${photo.id}.jpg`)).status).toBe(200)
    for (const alias of aliasesOf(photo.id)) {
      expect((await get(`/api/1.0/images/${alias}/400/300/cover`)).status, alias).toBe(404)
      expect((await get(`/feeds/photos/${alias}.jpg`)).status, alias).toBe(404)
    }
  })

  it('hides a photo turned private under every spelling asked before', async () => {
    const photo = await uploadPhoto(running.payload, 'aliased-then-private')
    const urls = [photo.id, ...aliasesOf(photo.id)].flatMap((id) => [
      `/api/1.0/images/${id}/400/300/cover`,
      `/feeds/photos/${id}.jpg`,
    ])
    // Every address asked once while the photo is public: whatever it keeps, it keeps now.
    for (const url of urls) await get(url)
    await running.payload.update({
      collection: 'media',
      id: photo.id,
      data: { private: true },
      overrideAccess: true,
    })
    for (const url of urls) expect((await get(url)).status, url).toBe(404)
  })

  it('serves nothing of a deleted photo, and removes its resized files from the disk', async () => {
    const photo = await uploadPhoto(running.payload, 'aliased-then-deleted')
    const before = new Set(cachedFiles())
    const urls = [photo.id, ...aliasesOf(photo.id)].flatMap((id) => [
      `/api/1.0/images/${id}/400/300/cover`,
      `/api/1.0/images/${id}/75/75/contain`,
      `/feeds/photos/${id}.jpg`,
    ])
    for (const url of urls) await get(url)
    const made = cachedFiles().filter((f) => !before.has(f))
    expect(made).toHaveLength(3)
    await running.payload.delete({ collection: 'media', id: photo.id, overrideAccess: true })
    for (const url of urls) expect((await get(url)).status, url).toBe(404)
    expect(cachedFiles().filter((f) => made.includes(f))).toEqual([])
  })
})
