import type { PayloadRequest, TaskConfig } from 'payload'
import type { AlertFrequency } from '@contract/saved-search'

import { forgetUnconfirmedSearches } from '../searches/forget-unconfirmed'
import { runSearchAlerts } from '../searches/run-alerts'
import type { Env } from '../env'

export const ALERTS_QUEUE = 'alerts'

type AlertsEnv = Pick<
  Env,
  'ALERTS_INSTANT_CRON' | 'ALERTS_DAILY_CRON' | 'ALERTS_WEEKLY_CRON' | 'PUBLIC_URL' | 'AGENCY_EMAIL'
>

export const ALERT_TASK_SLUGS: Record<AlertFrequency, string> = {
  instant: 'alertsInstant',
  daily: 'alertsDaily',
  weekly: 'alertsWeekly',
}

/**
 * One task a frequency, each scheduled on the alerts queue (instant: every run of the queue;
 * daily and weekly: their digest time). One alert run at a time (a shared concurrency key), so
 * two runs never mail the same offer; a failed run is retried with a growing delay. The daily run
 * also forgets the searches never confirmed.
 */
export function alertTasks(e: AlertsEnv): TaskConfig[] {
  const cron: Record<AlertFrequency, string> = {
    instant: e.ALERTS_INSTANT_CRON,
    daily: e.ALERTS_DAILY_CRON,
    weekly: e.ALERTS_WEEKLY_CRON,
  }
  return (Object.keys(ALERT_TASK_SLUGS) as AlertFrequency[]).map(
    (frequency) =>
      ({
        slug: ALERT_TASK_SLUGS[frequency],
        label: `Saved-search alerts (${frequency})`,
        retries: { attempts: 4, backoff: { type: 'exponential', delay: 60_000 } },
        schedule: [{ cron: cron[frequency], queue: ALERTS_QUEUE }],
        concurrency: { key: () => 'saved-search-alerts', exclusive: true },
        handler: async ({ req }: { req: PayloadRequest }) => {
          const output = await runSearchAlerts(req.payload, frequency, e)
          // Once a day is often enough to forget the searches never confirmed.
          if (frequency === 'daily')
            return {
              output: { ...output, forgotten: await forgetUnconfirmedSearches(req.payload) },
            }
          return { output }
        },
      }) as unknown as TaskConfig,
  )
}
