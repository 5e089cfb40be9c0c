import { DATA_GENERATION_HEADER, SITE_RENDER_HEADER } from '@contract/page-view'

import { requestEnded, requestStarted } from './loading-store'
import { readStorage, storageKeys } from './storage'

export type ApiErrorBody = { code: string; message: string; fields?: string[] }

/** A failed call, carrying the contract's `err` (code, message, fields) and the HTTP status. */
export class ApiError extends Error {
  readonly code: string
  readonly status: number
  readonly fields: string[]

  constructor(status: number, body: ApiErrorBody) {
    super(body.message)
    this.name = 'ApiError'
    this.code = body.code
    this.status = status
    this.fields = body.fields ?? []
  }
}

type Query = Record<string, string | number | boolean | undefined | null>

export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

// In the browser the API is on the page's own origin; the server rendering a page calls it over loopback.
let apiOrigin = ''
// The server's proof that a loopback call is its own render (never known in a browser).
let siteRenderKey = ''

/**
 * Where the server-side renderer reaches the API (the same process's own port), and the generation
 * of the public data the server knows now. Generations only go up: a render that read an older one
 * than another render of the same thread cannot bring it back.
 */
export function setApiOrigin(origin: string, dataGeneration?: number, renderKey?: string): void {
  apiOrigin = origin
  if (renderKey !== undefined) siteRenderKey = renderKey
  if (dataGeneration !== undefined && dataGeneration > currentGeneration)
    currentGeneration = dataGeneration
}

let currentGeneration = -1

/**
 * On the server, the public answers each render reads (texts, lists of values, an offer) are kept
 * parsed with their ETag and the data generation they were made from. One of the generation the
 * server says is current is reused without a request; another is asked again with If-None-Match,
 * and an unchanged answer costs a 304, not a transfer and a JSON parse. Only anonymous GETs are
 * kept, the oldest dropped first.
 */
type ServerAnswer = { etag: string; payload: unknown; generation: number | null }
const serverAnswers = new Map<string, ServerAnswer>()
const SERVER_ANSWERS_KEPT = 300

function keepServerAnswer(
  url: string,
  etag: string | null,
  payload: unknown,
  response: Response,
): void {
  if (!etag) return
  const generation = Number(response.headers.get(DATA_GENERATION_HEADER) ?? NaN)
  serverAnswers.delete(url)
  serverAnswers.set(url, {
    etag,
    payload,
    generation: Number.isInteger(generation) ? generation : null,
  })
  if (serverAnswers.size > SERVER_ANSWERS_KEPT)
    serverAnswers.delete(serverAnswers.keys().next().value as string)
}

const isCurrent = (kept: ServerAnswer): boolean =>
  kept.generation !== null && kept.generation === currentGeneration

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Query
  body?: unknown
  signal?: AbortSignal
}

/**
 * The one way the site calls the API: same origin, JSON, the x-access-token header on every
 * request (empty when anonymous), the global loading flag, failures logged and rejected,
 * cancellations only warned about.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', query, body, signal }: RequestOptions = {},
): Promise<T> {
  requestStarted()
  try {
    const url = apiOrigin + path + toQueryString(query)
    const token = readStorage(storageKeys.accessToken) ?? ''
    const kept = apiOrigin && method === 'GET' && !token ? serverAnswers.get(url) : undefined
    if (kept && isCurrent(kept)) return kept.payload as T
    const response = await fetch(url, {
      method,
      signal,
      headers: {
        accept: 'application/json',
        'x-access-token': token,
        // Over the server's loopback, compressing an answer only to expand it again is wasted work;
        // and the page being rendered is the visitor's view, counted where it is served.
        ...(apiOrigin
          ? {
              'accept-encoding': 'identity',
              ...(siteRenderKey ? { [SITE_RENDER_HEADER]: siteRenderKey } : {}),
            }
          : {}),
        // fetch() marks a conditional request `Cache-Control: no-cache` unless told otherwise, and a server must then answer in full.
        ...(kept ? { 'if-none-match': kept.etag, 'cache-control': 'max-age=0' } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (kept && response.status === 304) {
      keepServerAnswer(url, kept.etag, kept.payload, response)
      return kept.payload as T
    }
    const payload = (await response.json().catch((error: unknown) => {
      // Cancelled while the body was read: a cancellation, not a malformed answer.
      if (signal?.aborted) throw error
      return null
    })) as ({ err?: ApiErrorBody | null } & T) | null
    if (apiOrigin && method === 'GET' && !token && response.ok && payload && !payload.err)
      keepServerAnswer(url, response.headers.get('etag'), payload, response)
    if (!response.ok || !payload || payload.err) {
      const err = payload?.err ?? { code: 'server_error', message: `HTTP ${response.status}` }
      throw new ApiError(response.status, err)
    }
    return payload
  } catch (error) {
    if (isCancellation(error, signal)) {
      console.warn(`Request cancelled: ${method} ${path}`)
    } else if (!(
      typeof window === 'undefined' &&
      error instanceof ApiError &&
      error.status < 500
    )) {
      // On the server an answer such as 404 (an unknown offer) is a page to render, not a failure to log.
      console.error(`Request failed: ${method} ${path}`, error)
    }
    throw error
  } finally {
    requestEnded()
  }
}

/**
 * A request its caller gave up (the page moved on, the query was cancelled): whatever the
 * signal's reason, and whether the headers or the body were awaited.
 */
export function isCancellation(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError')
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal })
export const apiPost = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body })
