import fs from 'node:fs'
import os from 'node:os'

import type { Socket } from 'socket.io-client'
import { afterAll, describe, expect, it, vi } from 'vitest'

import { env } from '@cms/env'
import { queueMail } from '@cms/domain/mail/queue-mail'
import { MAIL_QUEUE } from '@cms/domain/mail/send-mail'
import { makeClient } from '../helpers/factories'
import { signIn } from '../helpers/http'
import { connected, liveSocket } from '../helpers/live'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const TOKEN = 'metrics-token-for-this-test-0123'

// Set before any module reads the configuration. A mail fails once and is given up at once.
vi.hoisted(() => {
  process.env.METRICS_TOKEN = 'metrics-token-for-this-test-0123'
  process.env.MAIL_RETRY_ATTEMPTS = '0'
  process.env.RATE_LIMIT_SCALE = '100'
})

const fx = await useCatalogue()
const running = useServer()
const sockets: Socket[] = []
afterAll(() => {
  for (const s of sockets) s.disconnect()
})

/** An address of this machine that is not loopback: a request to it comes from it, as from another machine. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address

/** One answer as it comes, redirects not followed. */
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers, redirect: 'manual' })
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    location: res.headers.get('location'),
    text: await res.text(),
  }
}
/** The metrics as a process on this machine reads them. */
const scrape = async () => {
  const res = await get(`http://127.0.0.1:${running.port}/metrics`)
  expect(res.status).toBe(200)
  return res.text
}

/** The sum of a metric's samples whose labels include `labels` (0 when there is none). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!m || m[1] !== name) continue
    const has = Object.entries(labels).every(([k, v]) => (m[2] ?? '').includes(`${k}="${v}"`))
    if (has) sum += Number(m[3])
  }
  return sum
}
const now = async (name: string, labels?: Record<string, string>) =>
  valueOf(await scrape(), name, labels)
const requestsOf = (group: string, status: string) =>
  now('http_request_duration_seconds_count', { group, status })

describe('GET /metrics', () => {
  it('answers a process on this machine in Prometheus text, with every metric named', async () => {
    const res = await fetch(`http://127.0.0.1:${running.port}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const text = await res.text()
    for (const name of [
      '# TYPE http_request_duration_seconds histogram',
      '# TYPE public_cache_hits_total counter',
      '# TYPE public_cache_misses_total counter',
      '# TYPE page_render_duration_seconds histogram',
      '# TYPE live_sockets gauge',
      'job_queue_depth{queue="mail"}',
      'job_queue_depth{queue="alerts"}',
      'mail_queue_mails{outcome="sent"}',
      'mail_queue_mails{outcome="failed"}',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(name)
    // localhost (::1 or 127.0.0.1) too.
    expect((await get(`${running.url}/metrics`)).status).toBe(200)
  })

  it('counts a list request once made (a miss), then kept (a hit), under web-api', async () => {
    const before = await scrape()
    const list = `${running.url}/web/1.0/offers?limit=5&lang=en&sort=price-asc`
    expect((await get(list)).status).toBe(200)
    const between = await scrape()
    expect(valueOf(between, 'public_cache_misses_total')).toBe(
      valueOf(before, 'public_cache_misses_total') + 1,
    )
    expect(valueOf(between, 'public_cache_hits_total')).toBe(
      valueOf(before, 'public_cache_hits_total'),
    )
    expect((await get(list)).status).toBe(200)
    const after = await scrape()
    expect(valueOf(after, 'public_cache_misses_total')).toBe(
      valueOf(between, 'public_cache_misses_total'),
    )
    expect(valueOf(after, 'public_cache_hits_total')).toBe(
      valueOf(between, 'public_cache_hits_total') + 1,
    )
    const webApi = { group: 'web-api', status: '200' }
    expect(valueOf(after, 'http_request_duration_seconds_count', webApi)).toBe(
      valueOf(before, 'http_request_duration_seconds_count', webApi) + 2,
    )
  })

  it('counts a page rendered once, and its requests under page', async () => {
    const rendersBefore = await now('page_render_duration_seconds_count')
    const pagesBefore = await requestsOf('page', '200')
    expect((await get(`${running.url}/contact?lang=fr`)).status).toBe(200)
    expect(await now('page_render_duration_seconds_count')).toBe(rendersBefore + 1)
    expect(await now('page_render_duration_seconds_sum')).toBeGreaterThan(0)
    // Kept: served again without a render.
    expect((await get(`${running.url}/contact?lang=fr`)).status).toBe(200)
    expect(await now('page_render_duration_seconds_count')).toBe(rendersBefore + 1)
    expect(await requestsOf('page', '200')).toBe(pagesBefore + 2)
  })

  it('counts photos under photo, those answered before Express included', async () => {
    const photo = `${running.url}/api/1.0/images/${fx.photo.id}/400/300/cover`
    const before = { ok: await requestsOf('photo', '200'), held: await requestsOf('photo', '304') }
    // Made through Express, then answered from memory, then a 304 to a browser that holds it.
    const made = await fetch(photo)
    await made.arrayBuffer()
    await (await fetch(photo)).arrayBuffer()
    const tag = made.headers.get('etag') ?? ''
    expect((await fetch(photo, { headers: { 'if-none-match': tag } })).status).toBe(304)
    expect(await requestsOf('photo', '200')).toBe(before.ok + 2)
    expect(await requestsOf('photo', '304')).toBe(before.held + 1)
  })

  it('labels requests by group and status only, never by their path', async () => {
    // An address the site does not have is sent home.
    const unknown = await requestsOf('page', '302')
    expect((await get(`${running.url}/no-such-page-4c1d9e`)).status).toBe(302)
    const text = await scrape()
    expect(
      valueOf(text, 'http_request_duration_seconds_count', { group: 'page', status: '302' }),
    ).toBe(unknown + 1)
    expect(text).not.toContain('4c1d9e')
    const groups = new Set([...text.matchAll(/group="([^"]+)"/g)].map((m) => m[1]))
    expect([...groups].every((g) => ['web-api', 'page', 'photo', 'other', 'api'].includes(g))).toBe(
      true,
    )
  })

  it('follows the live sockets connected to this instance', async () => {
    const before = await now('live_sockets')
    const client = await makeClient(running.payload)
    const socket = liveSocket(running.url, (await signIn(running.url, client.login)).accesstoken)
    sockets.push(socket)
    await connected(socket)
    expect(await now('live_sockets')).toBe(before + 1)
    socket.disconnect()
    await expect.poll(() => now('live_sockets')).toBe(before)
  })

  it('reads the job queues and the mails sent and given up from the database at each scrape', async () => {
    const { payload } = running
    const depth = await now('job_queue_depth', { queue: MAIL_QUEUE })
    // A mail waiting for its time: on the queue, not run by the queue's runner meanwhile.
    const waiting = await payload.jobs.queue({
      task: 'sendMail',
      input: { to: 'later@example.com', subject: 'Later', text: 'Later' },
      queue: MAIL_QUEUE,
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    expect(await now('job_queue_depth', { queue: MAIL_QUEUE })).toBe(depth + 1)
    await payload.delete({ collection: 'payload-jobs', id: waiting.id, overrideAccess: true })
    expect(await now('job_queue_depth', { queue: MAIL_QUEUE })).toBe(depth)

    const sent = await now('mail_queue_mails', { outcome: 'sent' })
    const failed = await now('mail_queue_mails', { outcome: 'failed' })
    await queueMail(payload, { to: 'someone@example.com', subject: 'Sent', text: 'Hello' })
    expect(await now('mail_queue_mails', { outcome: 'sent' })).toBe(sent + 1)
    // The outbox made unwritable (a file where its folder goes): the mail fails and, with no retry, is given up.
    const outbox = env().outboxDir
    fs.rmSync(outbox, { recursive: true, force: true })
    fs.writeFileSync(outbox, 'not a folder')
    try {
      await expect(
        queueMail(payload, { to: 'someone@example.com', subject: 'Lost', text: 'Hello' }),
      ).rejects.toThrow()
    } finally {
      fs.rmSync(outbox, { force: true })
    }
    expect(await now('mail_queue_mails', { outcome: 'failed' })).toBe(failed + 1)
    expect(await now('mail_queue_mails', { outcome: 'sent' })).toBe(sent + 1)
  })
})

describe('who may read /metrics', () => {
  const port = () => running.port

  it.skipIf(!outsideAddress)(
    'answers another address as any unknown address, a wrong token 401, the token the metrics',
    async () => {
      const outside = `http://${outsideAddress}:${port()}`
      // The site sends an address it does not have home: /metrics is answered just so.
      const unknown = await get(`${outside}/metrics-is-not-this`)
      const hidden = await get(`${outside}/metrics`)
      expect(unknown.status).toBe(302)
      expect(hidden).toEqual(unknown)
      const wrong = await get(`${outside}/metrics`, { authorization: 'Bearer not-the-token' })
      expect(wrong.status).toBe(401)
      expect(wrong.text).not.toContain('http_request_duration_seconds')
      const allowed = await get(`${outside}/metrics`, { authorization: `Bearer ${TOKEN}` })
      expect(allowed.status).toBe(200)
      expect(allowed.text).toContain('http_request_duration_seconds')
    },
  )

  it('takes a loopback request a local proxy forwarded for an outside one', async () => {
    const local = `http://127.0.0.1:${port()}/metrics`
    const forwarded = await get(local, { 'x-forwarded-for': '203.0.113.9' })
    expect(forwarded.status).toBe(302)
    expect(forwarded.text).not.toContain('http_request_duration_seconds')
    const withToken = await get(local, {
      'x-forwarded-for': '203.0.113.9',
      authorization: `Bearer ${TOKEN}`,
    })
    expect(withToken.status).toBe(200)
  })
})
