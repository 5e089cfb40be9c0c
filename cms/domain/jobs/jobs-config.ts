import type { JobsConfig } from 'payload'

import type { Env } from '../../env'
import { mailJobsConfig } from '../mail/send-mail'
import {
  FEED_IMPORTS_CRON,
  FEED_IMPORTS_QUEUE,
  feedImportTask,
} from '../portals/import/feed-import-task'
import { RETENTION_QUEUE, RETENTION_QUEUE_CRON, retentionTask } from './retention-task'
import { runsJobs } from './runs-jobs'
import { ALERTS_QUEUE, alertTasks } from './search-alerts'

/**
 * The jobs part of the Payload configuration: the mail queue, the saved-search alerts on their
 * own queue (looked at every ALERTS_INSTANT_CRON; their scheduled runs are queued from there), and
 * the feed imports staff start from the admin on theirs, and the daily retention run on its own.
 */
export function jobsConfig(e: Env): JobsConfig {
  const mail = mailJobsConfig(e)
  return {
    ...mail,
    tasks: [...(mail.tasks ?? []), ...alertTasks(e), feedImportTask(), retentionTask(e)],
    autoRun: [
      ...(Array.isArray(mail.autoRun) ? mail.autoRun : []),
      {
        cron: e.ALERTS_INSTANT_CRON,
        queue: ALERTS_QUEUE,
        limit: 10,
        silent: { info: true },
      },
      { cron: FEED_IMPORTS_CRON, queue: FEED_IMPORTS_QUEUE, limit: 1, silent: { info: true } },
      { cron: RETENTION_QUEUE_CRON, queue: RETENTION_QUEUE, limit: 1, silent: { info: true } },
    ],
    enableConcurrencyControl: true,
    shouldAutoRun: () => runsJobs(e),
  }
}
