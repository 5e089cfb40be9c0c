import type { PayloadRequest, TaskConfig } from 'payload'

import type { Env } from '../../env'
import { runRetention } from '../retention/run-retention'
import { oncePerPeriod } from './search-alerts'

export const RETENTION_QUEUE = 'retention'
export const RETENTION_TASK = 'dataRetention'
/** The queue is looked at this often: the day's run starts within minutes of RETENTION_CRON. */
export const RETENTION_QUEUE_CRON = '0 */10 * * * *'

/**
 * The daily retention run (see run-retention.ts), queued once a period whichever instance looks
 * first, one run at a time across instances (each attempt is claimed once, and a shared exclusive
 * concurrency key); a failed run is retried later, and the next day's picks up what is left.
 */
export function retentionTask(e: Pick<Env, 'RETENTION_CRON'>): TaskConfig {
  return {
    slug: RETENTION_TASK,
    label: 'Anonymise visitors’ data past the retention period',
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 10 * 60_000 } },
    schedule: [
      {
        cron: e.RETENTION_CRON,
        queue: RETENTION_QUEUE,
        hooks: { beforeSchedule: oncePerPeriod(RETENTION_TASK, RETENTION_QUEUE) },
      },
    ],
    concurrency: { key: () => 'data-retention', exclusive: true },
    handler: async ({ req }: { req: PayloadRequest }) => ({
      output: await runRetention(req.payload),
    }),
  } as TaskConfig
}
