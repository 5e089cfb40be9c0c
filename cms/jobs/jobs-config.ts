import type { JobsConfig } from 'payload'

import type { Env } from '../env'
import { mailJobsConfig } from '../mail/send-mail'
import { runsJobs } from './runs-jobs'
import { ALERTS_QUEUE, alertTasks } from './search-alerts'

/**
 * The jobs part of the Payload configuration: the mail queue, and the saved-search alerts on their
 * own queue (looked at every ALERTS_INSTANT_CRON; their scheduled runs are queued from there).
 */
export function jobsConfig(e: Env): JobsConfig {
  const mail = mailJobsConfig(e)
  return {
    ...mail,
    tasks: [...(mail.tasks ?? []), ...alertTasks(e)],
    autoRun: [
      ...(Array.isArray(mail.autoRun) ? mail.autoRun : []),
      {
        cron: e.ALERTS_INSTANT_CRON,
        queue: ALERTS_QUEUE,
        limit: 10,
        silent: { info: true },
      },
    ],
    enableConcurrencyControl: true,
    shouldAutoRun: () => runsJobs(e),
  }
}
