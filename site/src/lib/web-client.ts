import type { SiteData } from '@contract/site-data'
import {
  addressOf,
  WEB_API,
  WEB_READS,
  type WebReadAnswer,
  type WebReadName,
  type WebReadParams,
} from '@contract/web-reads'

import { answerOf, ApiError, apiRequest } from './api-client'

/**
 * A public read by its name in the contract's table: over HTTP in the browser, in process on the
 * server; typed by the table, so no call names an address or casts its answer.
 */
export type WebReader = <K extends WebReadName>(
  name: K,
  params: WebReadParams<K>,
  signal?: AbortSignal,
) => Promise<WebReadAnswer<K>>

/** Reads over HTTP from the API at `origin` (the page's own when empty): each read's address asked with fetch. */
export const readOver =
  (origin: string): WebReader =>
  <K extends WebReadName>(name: K, params: WebReadParams<K>, signal?: AbortSignal) => {
    const { path, query } = addressOf(WEB_READS[name], params)
    return apiRequest<WebReadAnswer<K>>(origin + WEB_API + path, { query, signal })
  }

/** The browser's reads, from the page's own origin. */
export const fetchRead: WebReader = readOver('')

/** The server's reads of a page render (React Router's load context), answered as the API would answer them. */
export const serverRead =
  (data: SiteData): WebReader =>
  async <K extends WebReadName>(name: K, params: WebReadParams<K>) => {
    try {
      return answerOf<WebReadAnswer<K>>(await data.read(name, params))
    } catch (error) {
      // An answer such as 404 (an unknown offer) is a page to render, not a failure to log.
      if (!(error instanceof ApiError && error.status < 500))
        console.error(`Read failed: ${name}`, error)
      throw error
    }
  }
