import { Worker } from 'node:worker_threads'

import type { DataAnswer, DataCalls } from './in-process-data'
import type {
  PageRenderer,
  PageRendererOptions,
  PageRequest,
  RenderContext,
  RenderedPage,
} from './page-renderer'
import type { FromWorker, ToWorker } from './render-worker'

const WORKER_START = new URL('./render-worker-start.mjs', import.meta.url)

export type RenderPool = {
  render: PageRenderer
  close: () => Promise<void>
  /** The threads running now (for the server's own checks and its tests). */
  workers: () => readonly Worker[]
}

type Pending = {
  resolve: (page: RenderedPage) => void
  reject: (err: Error) => void
  /** The page's data calls, answered here when its thread asks (within the page's own async context). */
  data: DataCalls
}
type Thread = { worker: Worker; pending: Map<number, Pending> }

/** A kept answer's bytes go to a thread as a copy: the cache keeps its own. */
const forThread = (answer: DataAnswer): DataAnswer =>
  answer.kept
    ? {
        status: answer.status,
        kept: { hash: answer.kept.hash, body: new Uint8Array(answer.kept.body) },
      }
    : answer

/**
 * Pages rendered in `size` worker threads: rendering is the server's heaviest work and runs on
 * one core otherwise, while the API answers, file sends and compression stay on the main thread.
 * A page's loaders read their data through its thread's port: the thread asks, the main thread
 * runs the read in process and answers. Each page goes to the thread with the fewest pages under
 * way. A thread that dies rejects its pages under way (the site then makes them on the main
 * thread) and a new one takes its place. The threads are started with the first page and never
 * hold the process open.
 */
export function createRenderPool(size: number, options: PageRendererOptions): RenderPool {
  const threads: Thread[] = []
  let nextId = 1
  let closed = false

  const start = (): Thread => {
    const worker = new Worker(WORKER_START, { workerData: options })
    const thread: Thread = { worker, pending: new Map() }
    worker.unref()
    const reply = (message: ToWorker) => {
      const transfer =
        message.type === 'answer' && message.answer?.kept
          ? [message.answer.kept.body.buffer as ArrayBuffer]
          : []
      worker.postMessage(message, transfer)
    }
    worker.on('message', (message: FromWorker) => {
      const job = thread.pending.get(message.id)
      if (message.type === 'call') {
        if (!job)
          return reply({
            type: 'answer',
            call: message.call,
            error: 'the page is no longer under way',
          })
        const call = job.data[message.method] as (...args: unknown[]) => Promise<DataAnswer>
        call(...message.args).then(
          (answer) => reply({ type: 'answer', call: message.call, answer: forThread(answer) }),
          (err: unknown) => reply({ type: 'answer', call: message.call, error: String(err) }),
        )
        return
      }
      thread.pending.delete(message.id)
      if (!job) return
      if (message.page) job.resolve(message.page)
      else job.reject(new Error(`page render failed in a render thread: ${message.error}`))
    })
    const fail = (err: Error) => {
      for (const job of thread.pending.values()) job.reject(err)
      thread.pending.clear()
      const at = threads.indexOf(thread)
      if (at >= 0) threads.splice(at, 1)
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`render thread stopped (exit code ${code})`)))
    threads.push(thread)
    return thread
  }

  const render = (request: PageRequest, { site, data }: RenderContext): Promise<RenderedPage> => {
    if (closed) return Promise.reject(new Error('the render threads are closed'))
    while (threads.length < size) start()
    const thread = threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
    const id = nextId++
    return new Promise<RenderedPage>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject, data })
      thread.worker.postMessage({ type: 'render', id, request, site } satisfies ToWorker)
    })
  }

  const close = async () => {
    closed = true
    await Promise.all(threads.splice(0).map((t) => t.worker.terminate()))
  }

  return { render, close, workers: () => threads.map((t) => t.worker) }
}

/** A server's render threads, started by the first page that needs them (never in an API-only server). */
export function lazyRenderPool() {
  let pool: RenderPool | null = null
  return {
    of: (size: number, options: PageRendererOptions): RenderPool =>
      (pool ??= createRenderPool(size, options)),
    close: async () => {
      await pool?.close()
      pool = null
    },
  }
}

export type LazyRenderPool = ReturnType<typeof lazyRenderPool>
