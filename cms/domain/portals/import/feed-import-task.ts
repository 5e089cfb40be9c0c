import type { PayloadRequest, TaskConfig } from 'payload'

import { FEED_IMPORT_TASK } from './feed-import-names'
import { runIsolatedFeedImport } from './isolated-import'

export { FEED_IMPORT_TASK, FEED_IMPORTS_QUEUE } from './feed-import-names'
/** The queue is looked at this often: an import starts within seconds of being saved. */
export const FEED_IMPORTS_CRON = '*/5 * * * * *'

/**
 * The job that runs one import of the admin's feed imports, one import at a time, in a process of
 * its own (a feed that exhausts it stops only its import). It is not retried: its outcome, failed
 * included, is in the import's document, and staff start another.
 */
export function feedImportTask(): TaskConfig {
  return {
    slug: FEED_IMPORT_TASK,
    label: 'Import a Kyero feed',
    retries: 0,
    inputSchema: [{ name: 'importId', type: 'text', required: true }],
    concurrency: { key: () => 'feed-imports', exclusive: true },
    handler: async ({
      input,
      job,
      req,
    }: {
      input: { importId: string }
      job: { id: number | string }
      req: PayloadRequest
    }) => {
      const { payload } = req
      const report = await runIsolatedFeedImport(payload, input.importId, job.id)
      return { output: { fatal: report.fatal ?? null, ...report.counts } }
    },
  } as TaskConfig
}
