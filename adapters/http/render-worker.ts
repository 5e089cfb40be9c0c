import { parentPort, workerData } from 'node:worker_threads'

import type { AppLoadContext } from 'react-router'

import {
  createPageRenderer,
  type PageRendererOptions,
  type PageRequest,
  type RenderedPage,
} from './page-renderer'

/** A message to a render thread, and its answer (the page, or why it failed). */
export type RenderJob = { id: number; request: PageRequest; context: AppLoadContext }
export type RenderReply = { id: number; page?: RenderedPage; error?: string }

const render = createPageRenderer(workerData as PageRendererOptions)
const port = parentPort
if (!port) throw new Error('render-worker runs as a worker thread')

port.on('message', ({ id, request, context }: RenderJob) => {
  render(request, context).then(
    (page) =>
      port.postMessage({ id, page } satisfies RenderReply, [page.body.buffer as ArrayBuffer]),
    (err: unknown) =>
      port.postMessage({
        id,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      } satisfies RenderReply),
  )
})
