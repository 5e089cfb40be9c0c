import path from 'node:path'
import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Request } from 'express'

import { SITE_DIR } from '../../adapters/app'
import { env } from '@cms/env'
import { createSharedState } from '../../adapters/http/shared-state'
import { inProcessData } from '../../adapters/render/in-process-data'
import {
  createPageRenderer,
  inlineScriptHashes,
  type PageRequest,
  type RenderContext,
} from '../../adapters/render/page-renderer'
import { createRenderPool, type RenderPool } from '../../adapters/render/render-pool'
import { siteRender } from '../../adapters/render/site-render'
import { useServer } from '../helpers/server'

const running = useServer()

const options = {
  serverBuild: path.join(SITE_DIR, 'server', 'index.js'),
  clientDir: path.join(SITE_DIR, 'client'),
  mode: 'production',
} as const
const pool = createRenderPool(2, options)
afterAll(() => pool.close())

const request = (pathname: string): PageRequest => ({
  url: `http://localhost${pathname}`,
  headers: [['accept-language', 'fr']],
})
const data = () =>
  inProcessData({
    payload: running.payload,
    env: env(),
    publicCache: running.services.publicCache,
    offerStores: running.services.offerStores,
    shared: createSharedState(),
  })
// The pages below read and post nothing per visitor: a bare request stands for the visitor's.
const visitor = { ip: '203.0.113.9' } as Request
const context = (): RenderContext => ({
  site: { defaultLanguage: 'en', publicUrl: null },
  data: data()(visitor),
})
const text = (body: Uint8Array) => new TextDecoder().decode(body)
// The page as it shows, before the router's data: that data carries the times it was fetched at.
const shown = (html: string) => html.slice(0, html.indexOf('<div hidden id="S:0">'))

describe('pages rendered in worker threads', () => {
  it('come out as the main thread renders them, from both threads at once', async () => {
    const here = await createPageRenderer(options)(request('/contact'), context())
    const pages = await Promise.all(
      [1, 2, 3, 4].map(() => pool.render(request('/contact'), context())),
    )
    expect(pool.workers()).toHaveLength(2)
    for (const page of pages) {
      expect(page.status).toBe(200)
      expect(shown(text(page.body)).length).toBeGreaterThan(10_000)
      expect(shown(text(page.body))).toBe(shown(text(here.body)))
      expect(page.scriptHashes).toBe(inlineScriptHashes(text(page.body)))
    }
    const html = text(pages[0].body)
    expect(html).toContain('<html lang="fr"')
    expect(html).toContain('id="page-scripts"')
    expect(here.scriptHashes?.split(' ').length).toBeGreaterThan(2)
  })

  it('passes a redirect on as it is', async () => {
    const answer = await pool.render(request('/nothing-here'), context())
    expect(answer.status).toBe(302)
    expect(new Headers(answer.headers).get('location')).toBe('/')
    expect(answer.scriptHashes).toBeUndefined()
  })

  it('replaces a thread that stopped, failing only the page it had under way', async () => {
    const [victim] = pool.workers()
    const lost = pool.render(request('/contact'), context())
    const otherThread = pool.render(request('/contact'), context())
    await victim.terminate()
    // One of the two pages was on the stopped thread: it fails (a 500 for its visitor), the other comes.
    const settled = await Promise.allSettled([lost, otherThread])
    expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(1)
    expect(settled.some((s) => s.status === 'fulfilled' && s.value.status === 200)).toBe(true)
    const again = await pool.render(request('/contact'), context())
    expect(again.status).toBe(200)
    expect(pool.workers()).toHaveLength(2)
    expect(pool.workers()).not.toContain(victim)
  })

  it('leave no visitor without the page when they fail: it is made on the main thread', async () => {
    const failing: RenderPool = {
      render: () => Promise.reject(new Error('render thread stopped (exit code 1)')),
      close: async () => {},
      workers: () => [],
    }
    const app = express()
    app.use(
      siteRender({
        buildDir: SITE_DIR,
        data: data(),
        defaultLanguage: 'en',
        publicUrl: 'http://localhost',
        renderThreads: 1,
        renderPools: () => failing,
      }),
    )
    const server = app.listen(0)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`)
      const html = await res.text()
      expect(res.status).toBe(200)
      expect(html).toContain('<html lang="en"')
      expect(html).toContain('id="page-scripts"')
      expect(
        logged.mock.calls.some((call) => String(call[0]).includes('the render thread failed')),
      ).toBe(true)
    } finally {
      logged.mockRestore()
      server.close()
    }
  })
})
