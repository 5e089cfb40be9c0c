import { SITE_RENDER_HEADER } from '@contract/page-view'

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

/** Where the server-side renderer reaches the API (the same process's own port). */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin
}

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; query?: Query; body?: unknown; signal?: AbortSignal }

/**
 * The one way the site calls the API: same origin, JSON, the x-access-token header on every
 * request (empty when anonymous), the global loading flag, failures logged and rejected,
 * cancellations only warned about.
 */
export async function apiRequest<T>(path: string, { method = 'GET', query, body, signal }: RequestOptions = {}): Promise<T> {
  requestStarted()
  try {
    const response = await fetch(apiOrigin + path + toQueryString(query), {
      method,
      signal,
      headers: {
        accept: 'application/json',
        'x-access-token': readStorage(storageKeys.accessToken) ?? '',
        // Over the server's loopback, compressing an answer only to expand it again is wasted work;
        // and the page being rendered is the visitor's view, counted where it is served.
        ...(apiOrigin ? { 'accept-encoding': 'identity', [SITE_RENDER_HEADER]: '1' } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const payload = (await response.json().catch(() => null)) as ({ err?: ApiErrorBody | null } & T) | null
    if (!response.ok || !payload || payload.err) {
      const err = payload?.err ?? { code: 'server_error', message: `HTTP ${response.status}` }
      throw new ApiError(response.status, err)
    }
    return payload
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      console.warn(`Request cancelled: ${method} ${path}`)
    } else if (!(typeof window === 'undefined' && error instanceof ApiError && error.status < 500)) {
      // On the server an answer such as 404 (an unknown offer) is a page to render, not a failure to log.
      console.error(`Request failed: ${method} ${path}`, error)
    }
    throw error
  } finally {
    requestEnded()
  }
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal })
export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body })
