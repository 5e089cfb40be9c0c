import { parentPort, workerData } from 'node:worker_threads'

import type { SiteSettings } from '@contract/site-data'

import type { DataAnswer, DataCalls } from './in-process-data'
import { keptValues } from './kept-values'
import {
  createPageRenderer,
  type PageRendererOptions,
  type PageRequest,
  type RenderedPage,
} from './page-renderer'

/** To a render thread: a page to render, or the answer to one of its data calls. */
export type ToWorker =
  | { type: 'render'; id: number; request: PageRequest; site: SiteSettings }
  | { type: 'answer'; call: number; answer?: DataAnswer; error?: string }
/** From a render thread: a data call of the page `id`, or the page (or why it failed). */
export type FromWorker =
  | { type: 'call'; id: number; call: number; method: keyof DataCalls; args: unknown[] }
  | { type: 'page'; id: number; page?: RenderedPage; error?: string }

const port = parentPort
if (!port) throw new Error('render-worker runs as a worker thread')

// Parsed once per content in this thread too: the main thread sends bytes, cheaper for it than a structured clone of the value.
const render = createPageRenderer(workerData as PageRendererOptions, keptValues())
const waiting = new Map<number, { resolve: (a: DataAnswer) => void; reject: (e: Error) => void }>()
let nextCall = 1

/** A page's data calls, asked of the main thread over this thread's port (never over HTTP). */
const callsOf = (id: number): DataCalls => {
  const ask =
    (method: keyof DataCalls) =>
    (...args: unknown[]): Promise<DataAnswer> =>
      new Promise((resolve, reject) => {
        const call = nextCall++
        waiting.set(call, { resolve, reject })
        port.postMessage({ type: 'call', id, call, method, args } satisfies FromWorker)
      })
  return {
    read: ask('read'),
    readSearchLink: ask('readSearchLink'),
    followSearchLink: ask('followSearchLink'),
    verifyEmail: ask('verifyEmail'),
    preview: ask('preview'),
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'answer') {
    const pending = waiting.get(message.call)
    waiting.delete(message.call)
    if (message.answer) pending?.resolve(message.answer)
    else pending?.reject(new Error(`data call failed on the main thread: ${message.error}`))
    return
  }
  const { id, request, site } = message
  render(request, { site, data: callsOf(id) }).then(
    (page) =>
      port.postMessage({ type: 'page', id, page } satisfies FromWorker, [
        page.body.buffer as ArrayBuffer,
      ]),
    (err: unknown) =>
      port.postMessage({
        type: 'page',
        id,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies FromWorker),
  )
})
