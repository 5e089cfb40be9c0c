import type { Payload, Where } from 'payload'

import { ALERTS_QUEUE } from '@cms/domain/jobs/search-alerts'
import { MAIL_QUEUE } from '@cms/domain/mail/send-mail'

/** The queues jobs are put on: the mails, the saved-search alerts, and Payload's default one. */
export const JOB_QUEUES = [MAIL_QUEUE, ALERTS_QUEUE, 'default'] as const

/** A job still to run: waiting, running or waiting for a retry; not done and not given up (as Payload's runner picks them). */
const WAITING: Where[] = [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }]

const MAILS: Where = { taskSlug: { equals: 'sendMail' } }

export type QueueCounts = {
  depth: Record<(typeof JOB_QUEUES)[number], number>
  /** Mails the queue holds that left, and those it gave up after every retry (it keeps both). */
  mails: { sent: number; failed: number }
}

/**
 * The jobs waiting on each queue and the mails' outcomes, read when the metrics are scraped:
 * counts through Payload's Local API (one indexed count each), so any database adapter answers.
 */
export async function readQueueCounts(payload: Payload): Promise<QueueCounts> {
  const count = async (where: Where) =>
    (await payload.count({ collection: 'payload-jobs', where, overrideAccess: true })).totalDocs
  const [depths, sent, failed] = await Promise.all([
    Promise.all(
      JOB_QUEUES.map((queue) => count({ and: [{ queue: { equals: queue } }, ...WAITING] })),
    ),
    count({ and: [MAILS, { completedAt: { exists: true } }] }),
    count({ and: [MAILS, { hasError: { equals: true } }] }),
  ])
  return {
    depth: Object.fromEntries(JOB_QUEUES.map((q, i) => [q, depths[i]])) as QueueCounts['depth'],
    mails: { sent, failed },
  }
}
