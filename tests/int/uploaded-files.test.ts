import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { staffSession } from '../helpers/factories'
import { useServer } from '../helpers/server'

/** Uploaded files as Payload's REST serves them back to staff browsers. */
const running = useServer({ admin: true })
let token = ''

beforeAll(async () => {
  token = (await staffSession(running.payload, 'admin')).token
})

const get = (path: string) =>
  fetch(`${running.url}/cms-api${path}`, { headers: { Authorization: `JWT ${token}` } })

/** A feed of `bytes` bytes or a little more: properties without photos, padded descriptions. */
function feedOf(bytes: number): Buffer {
  const property = (i: number) =>
    `<property><id>F${i}</id><ref>F-${i}</ref><price>1000000</price><price_freq>sale</price_freq>` +
    `<type>villa</type><town>Nice</town><province>AM</province><desc><en>${'x'.repeat(20_000)}</en></desc></property>\n`
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version></kyero>\n',
  ]
  let size = parts[0]!.length
  for (let i = 0; size < bytes; i++) {
    parts.push(property(i))
    size += parts[parts.length - 1]!.length
  }
  parts.push('</root>\n')
  return Buffer.from(parts.join(''))
}

async function uploadFeed(data: Buffer, name: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/xml' }), name)
  form.append('_payload', JSON.stringify({ feedName: name, dryRun: true }))
  return fetch(`${running.url}/cms-api/feed-imports`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  })
}

describe('feed import files', () => {
  it('takes a feed file of several megabytes from the admin (it was refused over 2 MB)', async () => {
    const res = await uploadFeed(feedOf(3 * 1024 * 1024), 'three-mb.xml')
    const body = (await res.json()) as { doc?: { filename?: string } }
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(201)
    expect(body.doc?.filename).toBe('three-mb.xml')
  })

  it('refuses a body declared larger than 60 MB from its length, before reading it', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${running.url}/cms-api/feed-imports`, {
        method: 'POST',
        headers: {
          Authorization: `JWT ${token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(61 * 1024 * 1024),
        },
      })
      req.on('response', (res) => {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body })
          req.destroy()
        })
      })
      req.on('error', reject)
      req.write('--x\r\n')
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toMatch(/larger than 60 MB/)
  })

  it('never serves an import file back: the feed is kept for its import only', async () => {
    const xml =
      '<?xml version="1.0"?><root><kyero><feed_version>3</feed_version></kyero>' +
      '<property><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></property></root>'
    const res = await uploadFeed(Buffer.from(xml), 'script.xml')
    expect(res.status).toBe(201)
    expect(fs.existsSync(path.join(env().dataDir, 'imports', 'script.xml'))).toBe(true)
    const served = await get('/feed-imports/file/script.xml')
    expect(served.status).toBe(404)
    expect(served.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await served.text()).not.toContain('script')
  })

  it('answers 404 for an import file that is not there (it was a 500)', async () => {
    const res = await get('/feed-imports/file/never-uploaded.xml')
    expect(res.status).toBe(404)
  })
})

describe('other uploaded files', () => {
  it('serves a photo inline as the image it is', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#369' },
    })
      .png()
      .toBuffer()
    await running.payload.create({
      collection: 'media',
      data: { alt: 'blue' },
      file: { data: png, mimetype: 'image/png', name: 'blue.png', size: png.length },
    })
    const res = await get('/media/file/blue.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)
  })

  it('sends a stored file whose bytes are not an image as an inert download', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#963' } })
      .png()
      .toBuffer()
    await running.payload.create({
      collection: 'media',
      data: { alt: 'replaced' },
      file: { data: png, mimetype: 'image/png', name: 'replaced.png', size: png.length },
    })
    // The stored bytes turned into a document a browser would run (Payload reads its type from them).
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    fs.writeFileSync(path.join(env().mediaDir, 'replaced.png'), svg)
    const res = await get('/media/file/replaced.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=replaced.png')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await res.text()).toBe(svg)
  })
})
