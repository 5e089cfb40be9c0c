import { Worker } from 'node:worker_threads'

import type { AppLoadContext } from 'react-router'

import type { PageRenderer, PageRendererOptions, PageRequest, RenderedPage } from './page-renderer'
import type { RenderJob, RenderReply } from './render-worker'

const WORKER_START = new URL('./render-worker-start.mjs', import.meta.url)

export type RenderPool = {
  render: PageRenderer
  close: () => Promise<void>
  /** The threads running now (for the server's own checks and its tests). */
  workers: () => readonly Worker[]
}

type Pending = { resolve: (page: RenderedPage) => void; reject: (err: Error) => void }
type Thread = { worker: Worker; pending: Map<number, Pending> }

/**
 * Pages rendered in `size` worker threads: rendering is the server's heaviest work and runs on
 * one core otherwise, while the API answers, file sends and compression stay on the main thread.
 * Each page goes to the thread with the fewest pages under way. A thread that dies rejects its
 * pages under way (the site then makes them on the main thread) and a new one takes its place.
 * The threads are started with the first page and never hold the process open.
 */
export function createRenderPool(size: number, options: PageRendererOptions): RenderPool {
  const threads: Thread[] = []
  let nextId = 1
  let closed = false

  const start = (): Thread => {
    const worker = new Worker(WORKER_START, { workerData: options })
    const thread: Thread = { worker, pending: new Map() }
    worker.unref()
    worker.on('message', ({ id, page, error }: RenderReply) => {
      const job = thread.pending.get(id)
      thread.pending.delete(id)
      if (!job) return
      if (page) job.resolve(page)
      else job.reject(new Error(`page render failed in a render thread: ${error}`))
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

  const render = (request: PageRequest, context: AppLoadContext): Promise<RenderedPage> => {
    if (closed) return Promise.reject(new Error('the render threads are closed'))
    while (threads.length < size) start()
    const thread = threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
    const id = nextId++
    return new Promise<RenderedPage>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject })
      thread.worker.postMessage({ id, request, context } satisfies RenderJob)
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
