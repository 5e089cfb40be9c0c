import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createRequestHandler, type ServerBuild } from 'react-router'
import type { SiteLoadContext, SiteSettings } from '@contract/site-data'

import { type DataCalls, siteDataOf } from './in-process-data'
import type { KeptJson } from './kept-values'
import {
  AFTER_PAINT_KEY,
  AFTER_PAINT_NOTE_MAX_AGE_MS,
  scriptsAfterPaint,
} from './scripts-after-paint'

/** A page request as it crosses to a render thread: its address and headers. */
export type PageRequest = { url: string; headers: Array<[string, string]> }

/** A rendered answer: an HTML page carries the hashes of its inline scripts. */
export type RenderedPage = {
  status: number
  headers: Array<[string, string]>
  body: Uint8Array
  scriptHashes?: string
}

export type PageRendererOptions = {
  /** React Router's server build (`build/server/index.js`). */
  serverBuild: string
  /** The browser build (`build/client`), whose stylesheet goes into each page's head. */
  clientDir: string
  mode: 'development' | 'production'
}

/** What a page is rendered with: the server's settings, and the calls its loaders read their data through. */
export type RenderContext = { site: SiteSettings; data: DataCalls }

export type PageRenderer = (request: PageRequest, context: RenderContext) => Promise<RenderedPage>

/**
 * Renders a page with the site's routes and finishes its HTML: the stylesheet written into the
 * head, the scripts started after the first paint, the inline scripts' hashes taken for the
 * page's policy. Runs on the main thread or in a render thread alike.
 */
export function createPageRenderer(
  { serverBuild, clientDir, mode }: PageRendererOptions,
  valueOf?: (kept: KeptJson) => unknown,
): PageRenderer {
  let handler: Promise<ReturnType<typeof createRequestHandler>> | null = null
  const load = () =>
    (handler ??= (import(pathToFileURL(serverBuild).href) as Promise<ServerBuild>).then((build) =>
      createRequestHandler(build, mode),
    ))
  const inlineStyles = stylesInliner(clientDir)
  const encoder = new TextEncoder()
  return async ({ url, headers }, { site, data }) => {
    const context: SiteLoadContext = { site, data: siteDataOf(data, valueOf) }
    const response = await (await load())(new Request(url, { method: 'GET', headers }), context)
    const answer = { status: response.status, headers: [...response.headers] }
    if (!response.headers.get('content-type')?.startsWith('text/html'))
      return { ...answer, body: new Uint8Array(await response.arrayBuffer()) }
    const page = scriptsAfterPaint(inlineStyles(await response.text()))
    return { ...answer, body: encoder.encode(page), scriptHashes: inlineScriptHashes(page) }
  }
}

/**
 * The page's inline scripts (the router's state and module bootstrap), each allowed by its hash:
 * the policy keeps `script-src 'self'` with no 'unsafe-inline' and no per-response nonce, so a
 * kept page stays valid for every visitor it is served to.
 */
export function inlineScriptHashes(page: string): string {
  const found = new Set<string>()
  for (const m of page.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    if (m[1]) found.add(`'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
  }
  return [...found].join(' ')
}

/**
 * A slot marked for after the paint is written for print only: the page's loader turns it on
 * (scripts-after-paint), so its rules (the brand's faces) fetch nothing before the first photo. A
 * browser that has had its files since this build (the loader notes it, AFTER_PAINT_KEY) turns it
 * on at once: from its cache they draw the first paint, with no swap. The note is believed for
 * AFTER_PAINT_NOTE_MAX_AGE_MS, as a cache is not kept for ever. Without scripts, the rules come
 * from the file.
 */
function afterPaintStyle(href: string, text: string): string {
  const key = JSON.stringify(AFTER_PAINT_KEY)
  const at = JSON.stringify(href)
  // The note is "<href> <time>": this build's file, noted less than the maximum age ago.
  return (
    `<style data-inline="${href}" data-after-paint="" media="print">${text}</style>` +
    `<script>try{var n=(localStorage.getItem(${key})||"").split(" ");` +
    `if(n[0]===${at}&&Date.now()-n[1]<${AFTER_PAINT_NOTE_MAX_AGE_MS})` +
    `document.currentScript.previousElementSibling.media="all"}catch(e){}</script>` +
    `<noscript><link rel="stylesheet" href="${href}"></noscript>`
  )
}

const STYLE_SLOT = /<style data-inline="(\/assets\/[\w.-]+\.css)"( data-after-paint="")?><\/style>/g

/**
 * The site's stylesheet written into the page's head: a phone paints the page as soon as its
 * HTML is in, instead of waiting for one more request (the CSP allows inline styles). Each file
 * is read once; one the build does not have leaves its slot empty and the link-less page plain.
 */
function stylesInliner(clientDir: string): (page: string) => string {
  const texts = new Map<string, string>()
  const textOf = (href: string) => {
    let text = texts.get(href)
    if (text === undefined) {
      const file = path.join(clientDir, path.normalize(href))
      text =
        file.startsWith(clientDir + path.sep) && fs.existsSync(file)
          ? fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')
          : ''
      texts.set(href, text)
    }
    return text
  }
  return (page) =>
    page.includes('<style data-inline=')
      ? page.replace(STYLE_SLOT, (_slot, href: string, afterPaint?: string) =>
          afterPaint
            ? afterPaintStyle(href, textOf(href))
            : `<style data-inline="${href}">${textOf(href)}</style>`,
        )
      : page
}
