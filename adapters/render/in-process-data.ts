import { AsyncResource } from 'node:async_hooks'

import type { Request } from 'express'
import { ApiError } from '@contract/api-error'
import type { SiteData } from '@contract/site-data'
import { addressOf, type ReadQuery, WEB_READS } from '@contract/web-reads'

import { verifyEmailAddress, verifyEmailLimit } from '../accounts/verify-address'
import { previewContentPages } from '../content-pages/preview-read'
import { previewOffer } from '../offers/preview-read'
import { followSearchLink, readSearchLink, searchLinkLimit } from '../searches/links'
import type { AppDeps } from '../start/deps'
import { webReadHandlers } from '../web/web-read-handlers'
import { type KeptJson, keptValues } from './kept-values'
import { admitted } from './visitor-limit'

/** An answer read in process: a kept one as its bytes (parsed where it is used), any other as its body. */
export type DataAnswer = { status: number; kept?: KeptJson; body?: unknown }

/** The calls of SiteData, answered as DataAnswer: what a render thread asks the main thread for. */
export type DataCalls = {
  [K in keyof SiteData]: (...args: Parameters<SiteData[K]>) => Promise<DataAnswer>
}

/** The query as the API reads it from an address: strings, empty values left out. */
const asAddressQuery = (query: ReadQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  )

const refusedByLimit = (): DataAnswer => ({
  status: 429,
  body: new ApiError('rate_limited', 'Too many requests, try again in a minute').toBody(),
})

type InProcessDeps = Pick<AppDeps, 'payload' | 'env' | 'publicCache' | 'offerStores' | 'shared'>

/**
 * The site's data for its server render, read in process from the same functions the API's public
 * GET routes answer with (kept in the public cache, so a kept read costs a lookup). The detail of an
 * offer counts no view here: the site counts the page it serves. The two actions are held to the
 * per-address limits of their API routes, counted on the visitor's address.
 */
export function inProcessData(deps: InProcessDeps) {
  const { payload, shared } = deps
  const handlers = webReadHandlers(deps)
  const limits = {
    verify: verifyEmailLimit(shared),
    confirm: searchLinkLimit(shared, 'confirm'),
    unsubscribe: searchLinkLimit(shared, 'unsubscribe'),
  }
  /** An answer, or the API's error answer for what went wrong (logged when unexpected). */
  const answered = async (what: string, work: () => Promise<DataAnswer>): Promise<DataAnswer> => {
    try {
      return await work()
    } catch (err) {
      if (err instanceof ApiError) return { status: err.status, body: err.toBody() }
      payload.logger.error({ err }, `site render: ${what} failed`)
      return {
        status: 500,
        body: new ApiError('server_error', 'An unexpected error occurred').toBody(),
      }
    }
  }
  const ok = (body: unknown): DataAnswer => ({ status: 200, body })

  /** The calls for one page render of `visitor`'s request, run in the async context they are made in. */
  return (visitor: Request): DataCalls => {
    const calls: DataCalls = {
      read: (name, params) =>
        answered(`reading ${name}`, async () => {
          // The read as its route would get it: path parameters, and the query as an address carries it.
          const { pathParams, query } = addressOf(WEB_READS[name], params)
          const input = { path: pathParams, query: asAddressQuery(query) }
          return { status: 200, kept: await handlers[name].answer(input, (compute) => compute) }
        }),
      readSearchLink: (kind, token) =>
        answered('reading a search link', async () =>
          ok(await readSearchLink(payload, kind, token)),
        ),
      followSearchLink: (kind, token) =>
        answered('following a search link', async () =>
          (await admitted(limits[kind], visitor))
            ? ok(await followSearchLink(payload, kind, token))
            : refusedByLimit(),
        ),
      verifyEmail: (contactId, challenge) =>
        answered('verifying an address', async () =>
          (await admitted(limits.verify, visitor))
            ? ok(await verifyEmailAddress(payload, contactId, challenge))
            : refusedByLimit(),
        ),
      preview: (kind, token, lang) =>
        answered('reading a preview', async () =>
          ok(
            await (kind === 'offer'
              ? previewOffer(payload, { token, lang })
              : previewContentPages(payload, { token, lang })),
          ),
        ),
    }
    return calls
  }
}

export type InProcessData = ReturnType<typeof inProcessData>

/**
 * The calls bound to the async context they are made in (the page's compute): when a render
 * thread's request for data arrives on the main thread later, its read still runs as part of that
 * page, so the public cache knows which answers the page was built from.
 */
export function boundToThisContext(calls: DataCalls): DataCalls {
  return {
    read: AsyncResource.bind(calls.read),
    readSearchLink: AsyncResource.bind(calls.readSearchLink),
    followSearchLink: AsyncResource.bind(calls.followSearchLink),
    verifyEmail: AsyncResource.bind(calls.verifyEmail),
    preview: AsyncResource.bind(calls.preview),
  }
}

const parsed = keptValues()

/** SiteData over the calls, in the thread that renders: kept answers parsed once per content. */
export function siteDataOf(
  calls: DataCalls,
  valueOf: (kept: KeptJson) => unknown = parsed,
): SiteData {
  const body = ({ status, kept, body: value }: DataAnswer) => ({
    status,
    body: kept ? valueOf(kept) : value,
  })
  return {
    read: async (...args) => body(await calls.read(...args)),
    readSearchLink: async (...args) => body(await calls.readSearchLink(...args)),
    followSearchLink: async (...args) => body(await calls.followSearchLink(...args)),
    verifyEmail: async (...args) => body(await calls.verifyEmail(...args)),
    preview: async (...args) => body(await calls.preview(...args)),
  }
}
