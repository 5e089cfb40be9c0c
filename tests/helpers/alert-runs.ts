import type { Payload } from 'payload'

import { ALERTS_QUEUE, ALERT_TASK_SLUGS } from '@cms/domain/jobs/search-alerts'
import { MAIL_QUEUE } from '@cms/domain/mail/send-mail'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * One run of the alerts of a frequency through Payload's jobs queue (as its schedule queues it),
 * then the mail queue drained: whatever the schedulers of the server did meanwhile, the outbox then
 * holds every mail the run produced.
 */
export async function runAlerts(
  payload: Payload,
  frequency: keyof typeof ALERT_TASK_SLUGS,
): Promise<void> {
  await payload.jobs.queue({
    task: ALERT_TASK_SLUGS[frequency] as never,
    input: {} as never,
    queue: ALERTS_QUEUE,
  })
  for (const queue of [ALERTS_QUEUE, MAIL_QUEUE]) {
    for (let i = 0; i < 200; i++) {
      await payload.jobs.run({ queue, limit: 50, overrideAccess: true, silent: true })
      const pending = await payload.count({
        collection: 'payload-jobs' as never,
        where: {
          and: [
            { queue: { equals: queue } },
            { completedAt: { exists: false } },
            { hasError: { not_equals: true } },
          ],
        },
        overrideAccess: true,
      })
      if (pending.totalDocs === 0) break
      await sleep(50)
    }
  }
}
