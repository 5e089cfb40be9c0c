import type { PayloadRequest, TaskConfig } from 'payload'
import type { AlertFrequency } from '@contract/saved-search'

import { forgetUnconfirmedSearches } from '../searches/forget-unconfirmed'
import { runSearchAlerts } from '../searches/run-alerts'
import type { Env } from '../../env'
import { forgetOldClaims, takeClaim } from './job-claims'

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
 * Queues a scheduled run once per period, whichever instance looks first: Payload's own check
 * (no run of the task still waiting) is read then written, so instances looking at the same
 * moment would each queue one; the period's claim (a unique key) lets only one of them do it.
 * It also keeps a period from being queued again once its run is over.
 */
type BeforeSchedule = NonNullable<
  NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']
>

export const oncePerPeriod =
  (task: string, queue: string = ALERTS_QUEUE): BeforeSchedule =>
  async (args) => {
    const decision = await args.defaultBeforeSchedule(args)
    const period = decision.waitUntil ?? args.queueable.waitUntil
    if (!decision.shouldSchedule || !period) return decision
    const key = `schedule:${queue}:${task}:${period.toISOString()}`
    return (await takeClaim(args.req.payload.db, key))
      ? decision
      : { ...decision, shouldSchedule: false }
  }

/**
 * One task a frequency, each scheduled on the alerts queue (instant: every run of the queue;
 * daily and weekly: their digest time), once per period. One alert run at a time (a shared
 * concurrency key), so two runs never mail the same offer; a failed run is retried with a
 * growing delay. The daily run also forgets the searches never confirmed and the old job claims.
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
        schedule: [
          {
            cron: cron[frequency],
            queue: ALERTS_QUEUE,
            hooks: { beforeSchedule: oncePerPeriod(ALERT_TASK_SLUGS[frequency]) },
          },
        ],
        concurrency: { key: () => 'saved-search-alerts', exclusive: true },
        handler: async ({ req }: { req: PayloadRequest }) => {
          const output = await runSearchAlerts(req.payload, frequency, e)
          // Once a day is often enough to forget the searches never confirmed and the old claims.
          if (frequency === 'daily')
            return {
              output: {
                ...output,
                forgotten: await forgetUnconfirmedSearches(req.payload),
                claimsForgotten: await forgetOldClaims(req.payload.db),
              },
            }
          return { output }
        },
      }) as TaskConfig,
  )
}
