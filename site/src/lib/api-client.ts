import type { SiteAnswer } from '@contract/site-data'

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

export type Query = Record<string, string | number | boolean | undefined | null>

export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Query
  body?: unknown
  signal?: AbortSignal
  /** The token to send instead of the stored one: a sign-out names the session it already forgot. */
  accessToken?: string | null
  /** `same-origin`: the API is told the page the call is made from (the site's pages tell no one otherwise). */
  referrerPolicy?: ReferrerPolicy
}

/**
 * The one way the site calls the API: same origin, JSON, the x-access-token header on every
 * request (empty when anonymous), the global loading flag, failures logged and rejected,
 * cancellations only warned about.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', query, body, signal, accessToken, referrerPolicy }: RequestOptions = {},
): Promise<T> {
  requestStarted()
  try {
    const url = path + toQueryString(query)
    const token =
      (accessToken === undefined ? readStorage(storageKeys.accessToken) : accessToken) ?? ''
    const response = await fetch(url, {
      method,
      signal,
      ...(referrerPolicy ? { referrerPolicy } : {}),
      headers: {
        accept: 'application/json',
        'x-access-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const payload = (await response.json().catch((error: unknown) => {
      // Cancelled while the body was read: a cancellation, not a malformed answer.
      if (signal?.aborted) throw error
      return null
    })) as ({ err?: ApiErrorBody | null } & T) | null
    return answerOf<T>({ status: response.status, body: payload })
  } catch (error) {
    if (isCancellation(error, signal)) {
      console.warn(`Request cancelled: ${method} ${path}`)
    } else {
      console.error(`Request failed: ${method} ${path}`, error)
    }
    throw error
  } finally {
    requestEnded()
  }
}

/** An API answer's body, or its failure thrown as an ApiError (the same for an HTTP answer and one read in process). */
export function answerOf<T>({ status, body }: SiteAnswer): T {
  const payload = body as ({ err?: ApiErrorBody | null } & T) | null
  if (status < 200 || status >= 300 || !payload || payload.err) {
    const err = payload?.err ?? { code: 'server_error', message: `HTTP ${status}` }
    throw new ApiError(status, err)
  }
  return payload
}

/**
 * A request its caller gave up (the page moved on, the query was cancelled): whatever the
 * signal's reason, and whether the headers or the body were awaited.
 */
export function isCancellation(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError')
}

/** A GET of the API by its path and query (the reads of a signed-in visitor's own data). */
export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal })
export const apiPost = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body })
