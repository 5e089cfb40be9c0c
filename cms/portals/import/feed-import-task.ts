import type { PayloadRequest, TaskConfig } from 'payload'

import { FEED_IMPORT_TASK } from './feed-import-names'
import { runFeedImport } from './run-feed-import'

export { FEED_IMPORT_TASK, FEED_IMPORTS_QUEUE } from './feed-import-names'
/** The queue is looked at this often: an import starts within seconds of being saved. */
export const FEED_IMPORTS_CRON = '*/5 * * * * *'

/**
 * The job that runs one import of the admin's feed imports, one import at a time. It is not
 * retried: its outcome, failed included, is in the import's document, and staff start another.
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
      const report = await runFeedImport(payload, input.importId, () =>
        payload.db.updateJobs({ id: job.id, data: { updatedAt: new Date().toISOString() } }),
      )
      return { output: { fatal: report.fatal ?? null, ...report.counts } }
    },
  } as unknown as TaskConfig
}
