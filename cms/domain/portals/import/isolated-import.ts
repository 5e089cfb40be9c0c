import { fork } from 'node:child_process'

import type { Payload } from 'payload'

import { env } from '../../../env'
import type { FeedImport } from '../../../payload-types'
import type { ImportProcessMessage } from './import-process'
import { processStopWatch } from './process-stop'
import { RUN_CONTEXT } from './run-feed-import'
import { emptyReport, type ImportReport } from './report'

const START = new URL('./import-process-start.mjs', import.meta.url)
/**
 * Runs one import of the admin's in a process of its own, whose memory is limited to
 * FEED_IMPORT_MEMORY_MB: whatever a feed does to that process (memory exhausted, a crash), only
 * the import stops; the server goes on, and the import's document is marked failed with why.
 */
export async function runIsolatedFeedImport(
  payload: Payload,
  importId: number | string,
  jobId: number | string,
): Promise<ImportReport> {
  const memoryMb = env().FEED_IMPORT_MEMORY_MB
  const child = fork(START, [String(importId), JSON.stringify(jobId)], {
    execArgv: ['--conditions=production', `--max-old-space-size=${memoryMb}`],
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
  // A server that stops takes its import with it (the job is then run again like any dead one).
  const stopChild = () => child.kill()
  process.once('exit', stopChild)
  const stop = processStopWatch()
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk)
    stop.add(chunk.toString())
  })
  let report: ImportReport | undefined
  child.on('message', (message: ImportProcessMessage) => {
    report = message.report
  })
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('close', (c, s) => resolve([c, s])),
  )
  process.off('exit', stopChild)
  if (report) return report

  const doc = await payload.findByID({ collection: 'feed-imports', id: importId, depth: 0 })
  const failed = emptyReport(doc.feedName || doc.filename || 'feed', doc.dryRun === true)
  failed.processed = doc.processed ?? 0
  failed.total = doc.total ?? undefined
  failed.fatal = stop.reason(code, signal, memoryMb)
  failed.finishedAt = new Date().toISOString()
  await payload.update({
    collection: 'feed-imports',
    id: importId,
    data: {
      status: 'failed',
      processed: failed.processed,
      total: failed.total ?? null,
      report: failed as FeedImport['report'],
      finishedAt: failed.finishedAt,
    },
    depth: 0,
    context: RUN_CONTEXT,
  })
  return failed
}
