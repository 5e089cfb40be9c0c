import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createRequestHandler as expressHandler } from '@react-router/express'
import {
  type Request as ExpressRequest,
  type RequestHandler,
  type Response as ExpressResponse,
  Router,
} from 'express'
import type { ServerBuild } from 'react-router'
import { isLanguage, type Language } from '@contract/languages'
import { isOfferSort, type OfferSort } from '@contract/offer-sort'
import { COOKIE_NOTICE, cookieValue, LANGUAGE_COOKIE } from '@contract/cookies'
import { pageLanguage } from '@contract/request-language'

import { nodeEnvIs } from '@cms/env'
import type { PublicCache } from '../public-cache'
import { sendPrepared } from '../http/compression'
import { servePrecompressed } from './precompressed'
import {
  createPageRenderer,
  inlineScriptHashes,
  type PageRenderer,
  type PageRendererOptions,
  type PageRequest,
  type RenderContext,
  type RenderedPage,
} from './page-renderer'
import { markPrivate } from '../http/private-answer'
import type { RenderPool } from './render-pool'
import { boundToThisContext, type InProcessData, siteDataOf } from './in-process-data'

export type SiteRenderOptions = {
  /** React Router's build: `client/` (browser assets) and `server/index.js` (the renderer). */
  buildDir: string
  defaultLanguage: Language
  /** The site's address (PUBLIC_URL): every page is rendered for it, whatever Host a request names. */
  publicUrl: string
  /** Rendered pages are kept with the API's public answers and rebuilt when the same data changes. */
  cache?: PublicCache
  /** Where the site's loaders and actions read their data: in process, for each visitor's request. */
  data: InProcessData
  /** Told of each offer page served (rendered or kept), with the visitor's user agent and address. */
  countOfferView?: (
    slug: string,
    userAgent: string | undefined,
    visitor: string | undefined,
  ) => void
  /** The per-address budget of pages made anew (not already kept): a flood of made-up addresses is refused. */
  limitUncached?: RequestHandler
  /** Pages are rendered in this many worker threads (0: on the main thread)… */
  renderThreads?: number
  /** …taken from this pool maker, which the server closes when it stops. */
  renderPools?: (size: number, options: PageRendererOptions) => RenderPool
  /** Told of each page rendered (not served from the cache) and its seconds: the metrics. */
  rendered?: (seconds: number) => void
}

/** A rendered answer that is not kept (a 404, a redirect, an error page): passed on as it is. */
class NotKept {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    readonly body: Buffer,
  ) {}
}

/** Data requests of client-side navigations and route discovery are not documents. */
const isDocument = (req: ExpressRequest) =>
  !req.path.endsWith('.data') && !req.path.startsWith('/__manifest')

/** Pages whose address carries a secret (a reset or activation code, an alert or verification token) or does something when followed. */
const PRIVATE_PAGES = /^\/(resetpass|subscribe|alerts|verify-email|preview)(\/|$)/

/** The offers lists, whose address may carry an order (`?sort=`). */
const LIST_PAGES = /^\/offers\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/[^/]+\/?$/

/**
 * What a kept page is rendered from, and so its key: the address's path, the language, an offers
 * list's order and whether the cookie notice was accepted, nothing else of the request. A page is
 * kept only when its path is plain (no escapes, which only spell the same page again), its query
 * is at most one valid `?lang=` and, on a list, one valid `?sort=` (a closed set of four), and its
 * address is not private; anything else is rendered each time, so made-up addresses, languages or
 * orders cost no memory and no secret becomes a key.
 */
type KeptPage = {
  path: string
  lang: Language
  langInAddress: boolean
  sort: OfferSort | null
  noticeAccepted: boolean
}

function keptPage(req: ExpressRequest, defaultLanguage: Language): KeptPage | null {
  if (PRIVATE_PAGES.test(req.path) || !/^[A-Za-z0-9/._~-]*$/.test(req.path)) return null
  const query = new URLSearchParams(req.url.split('?')[1] ?? '')
  const names = [...query.keys()]
  const allowed = LIST_PAGES.test(req.path) ? ['lang', 'sort'] : ['lang']
  if (names.some((k) => !allowed.includes(k)) || new Set(names).size !== names.length) return null
  const asked = query.get('lang')
  if (asked !== null && !isLanguage(asked)) return null
  const sort = query.get('sort')
  if (sort !== null && !isOfferSort(sort)) return null
  const lang = pageLanguage(
    { url: req.url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] },
    defaultLanguage,
  )
  return {
    path: req.path,
    lang,
    langInAddress: asked !== null,
    sort,
    noticeAccepted: cookieValue(req.headers.cookie, COOKIE_NOTICE) === 'ok',
  }
}

/** The query of a kept page's address, always in one spelling: `?lang=…&sort=…`. */
const keptQuery = ({ lang, langInAddress, sort }: KeptPage) => {
  const parts = [...(langInAddress ? [`lang=${lang}`] : []), ...(sort ? [`sort=${sort}`] : [])]
  return parts.length ? `?${parts.join('&')}` : ''
}

const keyOf = (page: KeptPage) =>
  `page:${page.lang}:${page.noticeAccepted ? 'accepted' : 'shown'}:${page.path}${keptQuery(page)}`

/** A staff member's preview of an unpublished draft: never kept, by us or anyone, never indexed. */
const isPreview = (req: ExpressRequest) => req.path.startsWith('/preview/')

/** The offer of a detail page's address, when it is one. */
const OFFER_PAGE = /^\/offers\/details\/([^/]+)\/?$/
function offerPageSlug(req: ExpressRequest): string | null {
  const m = OFFER_PAGE.exec(req.path)
  if (!m?.[1] || req.method !== 'GET') return null
  try {
    return decodeURIComponent(m[1])
  } catch {
    return null
  }
}

const scriptHashes = new WeakMap<Buffer, string>()

/** A rendered answer's bytes, with the script hashes of a page known from the text they were made from. */
function answerBytes({ body, scriptHashes: hashes }: RenderedPage): Buffer {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  if (hashes !== undefined) scriptHashes.set(bytes, hashes)
  return bytes
}

function hashesOf(html: Buffer): string {
  let hashes = scriptHashes.get(html)
  if (hashes === undefined) {
    hashes = inlineScriptHashes(html.toString('utf8'))
    scriptHashes.set(html, hashes)
  }
  return hashes
}

/** Adds the page's script hashes to the site's Content-Security-Policy (set earlier by the security headers). */
function allowInlineScripts(res: ExpressResponse, html: Buffer) {
  const policy = res.getHeader('content-security-policy')
  const hashes = hashesOf(html)
  if (typeof policy === 'string' && hashes)
    res.setHeader(
      'content-security-policy',
      policy.replace("script-src 'self'", `script-src 'self' ${hashes}`),
    )
}

/** The addresses of the files under `dir` (`/favicon.svg`), the compressed variants and `assets/` aside. */
function filesOf(dir: string): Set<string> {
  if (!fs.existsSync(dir)) return new Set()
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
  return new Set(
    files
      .map(
        (e) => '/' + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
      )
      .filter((f) => !f.startsWith('/assets/')),
  )
}

/**
 * The request as the renderer takes it. Its address is PUBLIC_URL and the requested path, never
 * the Host or X-Forwarded-* headers a client sends (the router follows an absolute address: a
 * crafted Host would render another page under this one's address).
 */
function pageRequest(req: ExpressRequest, publicUrl: string): PageRequest {
  const headers: Array<[string, string]> = []
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'host' || name.startsWith('x-forwarded-')) continue
    if (typeof value === 'string') headers.push([name, value])
    else if (Array.isArray(value)) value.forEach((v) => headers.push([name, v]))
  }
  return { url: `${publicUrl}${pathAndQuery(req)}`, headers }
}

/** The request target's path and query, even when a client sent it in absolute form (`GET http://elsewhere/…`). */
const pathAndQuery = (req: ExpressRequest) => {
  const target = new URL(req.originalUrl, 'http://site')
  return target.pathname + target.search
}

/** A kept page's request, made of its key alone: the page is the same for every visitor who shares that key. */
function keptPageRequest(page: KeptPage, publicUrl: string): PageRequest {
  const cookies = [
    `${LANGUAGE_COOKIE}=${page.lang}`,
    ...(page.noticeAccepted ? [`${COOKIE_NOTICE}=ok`] : []),
  ]
  return {
    url: `${publicUrl}${page.path}${keptQuery(page)}`,
    headers: [
      ['accept', 'text/html'],
      ['cookie', cookies.join('; ')],
    ],
  }
}

/** Passes a rendered answer on; a private page keeps the caching rule set before rendering. */
function send(
  res: ExpressResponse,
  { status, headers, body }: { status: number; headers: Headers; body: Buffer },
  keepCaching = false,
) {
  res.status(status)
  headers.forEach((value, name) => {
    if (keepCaching && name === 'cache-control') return
    if (name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value)
  })
  if (headers.get('content-type')?.startsWith('text/html')) allowInlineScripts(res, body)
  res.end(body)
}

/**
 * The public site: hashed assets cached for a year, other built files for an hour, and every
 * other GET rendered on the server by the site's own routes (their loaders read the same functions
 * the legacy API answers with, in process: pages and API answers come from the same code). A page
 * rendered once is served again from the public cache, for the same address, language and
 * cookie-notice state, until the public data changes.
 */
export function siteRender({
  buildDir,
  defaultLanguage,
  publicUrl,
  cache,
  data,
  countOfferView,
  limitUncached,
  renderThreads = 0,
  renderPools,
  rendered,
}: SiteRenderOptions): Router {
  const router = Router()
  const clientDir = path.join(buildDir, 'client')
  const serverBuild = path.join(buildDir, 'server', 'index.js')
  // Text files go out in the Brotli or gzip variant written at build time when the client accepts it.
  router.use(
    '/assets',
    servePrecompressed(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  )
  // The build's other files are known at start: a page's address costs no file lookup.
  const builtFiles = filesOf(clientDir)
  const builtFile = servePrecompressed(clientDir, { maxAge: '1h' })
  router.use((req, res, next) => (builtFiles.has(req.path) ? builtFile(req, res, next) : next()))
  if (!fs.existsSync(serverBuild)) {
    router.use((_req, res) => {
      res.status(503).type('text').send('The site is not built yet: run `npm run build:site`.')
    })
    return router
  }
  let build: Promise<ServerBuild> | null = null
  const loadBuild = () =>
    (build ??= import(pathToFileURL(serverBuild).href) as Promise<ServerBuild>)
  const mode = nodeEnvIs('development') ? 'development' : 'production'
  const site = { defaultLanguage, publicUrl }
  // Made where the page is made (inside a kept page's compute): its reads are that page's.
  const renderContext = (req: ExpressRequest): RenderContext => ({
    site,
    data: boundToThisContext(data(req)),
  })
  // Data requests of client-side navigations, route discovery, actions and anything not kept go straight through.
  const passThrough = expressHandler({
    build: loadBuild,
    mode,
    getLoadContext: (req) => {
      const context = renderContext(req)
      return { site, data: siteDataOf(context.data) }
    },
  })
  const rendererOptions = { serverBuild, clientDir, mode } as const
  let here: PageRenderer | null = null
  const renderHere: PageRenderer = (request, context) =>
    (here ??= createPageRenderer(rendererOptions))(request, context)
  const threads =
    renderThreads > 0 && renderPools ? renderPools(renderThreads, rendererOptions) : null
  // A page a render thread could not make (the thread stopped, or failed to start) is made here: the visitor gets it all the same.
  const render: PageRenderer = threads
    ? (request, context) =>
        threads.render(request, context).catch((err: unknown) => {
          console.error(
            `site: rendering ${request.url} on the main thread, the render thread failed:`,
            err,
          )
          return renderHere(request, context)
        })
    : renderHere

  async function renderPage(
    req: ExpressRequest,
    res: ExpressResponse,
    request: PageRequest,
  ): Promise<Buffer> {
    res.locals.madeAnew = true
    const started = performance.now()
    const answer = await render(request, renderContext(req))
    rendered?.((performance.now() - started) / 1000)
    const bytes = answerBytes(answer)
    const headers = new Headers(answer.headers)
    if (answer.status !== 200 || answer.scriptHashes === undefined)
      throw new NotKept(answer.status, headers, bytes)
    return bytes
  }

  // Only a page answered in full is a view (a 404 or an error page throws before).
  const counted = (req: ExpressRequest) => {
    const slug = countOfferView && offerPageSlug(req)
    if (slug) countOfferView(slug, req.get('user-agent'), req.ip)
  }

  router.get(
    '/{*path}',
    limitUncached ?? ((_req, _res, next) => next()),
    async (req, res, next) => {
      const preview = isPreview(req)
      if (preview) markPrivate(res)
      if (!isDocument(req)) return passThrough(req, res, next)
      try {
        res.status(200).type('html')
        if (!preview) res.setHeader('Cache-Control', 'no-cache')
        const kept = cache && !preview ? keptPage(req, defaultLanguage) : null
        if (cache && kept) {
          // Kept hashed and compressed: a repeated visit gets its Brotli bytes, or a 304, at once.
          const page = await cache.prepared(keyOf(kept), () =>
            renderPage(req, res, keptPageRequest(kept, publicUrl)),
          )
          counted(req)
          allowInlineScripts(res, page.body)
          return sendPrepared(req, res, page)
        }
        const body = await renderPage(req, res, pageRequest(req, publicUrl))
        counted(req)
        allowInlineScripts(res, body)
        res.end(body)
      } catch (error) {
        if (error instanceof NotKept) return send(res, error, preview)
        next(error)
      }
    },
  )
  router.all('/{*path}', passThrough)
  return router
}
