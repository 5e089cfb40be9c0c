import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import type { OutboxMail } from '@cms/domain/email/outbox-transport'
import { jobRecord, runJobsOnDemand, sleep } from '../helpers/jobs-on-demand'
import { payloadWithOutbox } from '../helpers/payload-with-outbox'

// This process runs the jobs only when the test says so; a claim not renewed for three seconds is
// taken for one whose instance died. A mail is tried three times at most (two retries).
runJobsOnDemand({ MAIL_RETRY_ATTEMPTS: '2' })

let payload: Payload
let outbox: () => OutboxMail[]

const jobOf = (id: number | string) => jobRecord(payload, id)

async function within(ms: number, check: () => Promise<boolean>) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return true
    await sleep(200)
  }
  return check()
}

beforeAll(async () => {
  ;({ payload, outbox } = await payloadWithOutbox())
}, 240_000)

/**
 * What another instance leaves when it dies in the middle of an attempt: the attempt's claim and
 * the job marked running, written straight to the database (this instance holds neither, so it
 * renews neither).
 */
async function leftByDeadInstance(
  data: { taskSlug: string; queue: string; input: object },
  attempt = 0,
) {
  const { runKey, takeClaim } = await import('@cms/domain/jobs/job-claims')
  const now = new Date().toISOString()
  const job = await payload.db.create({
    collection: 'payload-jobs',
    data: {
      ...data,
      processing: true,
      totalTried: attempt,
      hasError: false,
      log: [],
      createdAt: now,
      updatedAt: now,
    },
  })
  expect(await takeClaim(payload.db, runKey({ id: job.id, totalTried: attempt }))).toBe(true)
  return job.id as number | string
}

const mailInput = (to: string) => ({ to, subject: to, text: to })

it('runs, once the lease is over, an attempt whose instance stopped renewing its claim, and leaves a live one alone however long it runs', async () => {
  const { MAIL_QUEUE } = await import('@cms/domain/mail/send-mail')
  const dead = await leftByDeadInstance({
    taskSlug: 'sendMail',
    queue: MAIL_QUEUE,
    input: mailInput('lease-dead@example.com'),
  })
  // A live attempt: this instance claims it and marks it running, as it does before sending.
  const live = await payload.jobs.queue({
    task: 'sendMail',
    input: mailInput('lease-live@example.com'),
    queue: MAIL_QUEUE,
  })
  expect(
    await payload.db.updateJobs({
      id: live.id,
      data: { processing: true, updatedAt: new Date().toISOString() },
    }),
  ).toHaveLength(1)
  const sent = (to: string) => outbox().filter((m) => m.to === to)

  // Its claim is fresh: its instance may be alive, so nobody runs it yet.
  await payload.jobs.run({ queue: MAIL_QUEUE })
  expect(sent('lease-dead@example.com')).toHaveLength(0)

  // Well beyond the lease: the dead instance's claim was not renewed, the live one's was.
  await sleep(7_000)
  await Promise.all([1, 2, 3].map(() => payload.jobs.run({ queue: MAIL_QUEUE })))

  expect(sent('lease-dead@example.com')).toHaveLength(1)
  const after = await jobOf(dead)
  expect(after.completedAt).toBeTruthy()
  expect(after.totalTried).toBe(2)
  expect((await jobOf(live.id)).processing).toBe(true)
  expect(sent('lease-live@example.com')).toHaveLength(0)
}, 60_000)

it('marks failed, never to run again, a feed import whose process died (its task allows no retry), and says so on the import', async () => {
  const { FEED_IMPORT_TASK, FEED_IMPORTS_QUEUE } =
    await import('@cms/domain/portals/import/feed-import-names')
  // Saved as the running import leaves it (no job of its own queued by the save).
  const doc = await payload.create({
    collection: 'feed-imports',
    data: {
      sourceUrl: 'http://127.0.0.1:9/feed.xml',
      feedName: 'lease-feed',
      label: 'lease-feed',
      status: 'running',
      processed: 12,
    },
    overrideAccess: true,
    context: { feedImportRun: true },
  })
  const id = await leftByDeadInstance({
    taskSlug: FEED_IMPORT_TASK,
    queue: FEED_IMPORTS_QUEUE,
    input: { importId: String(doc.id) },
  })
  const readImport = () =>
    payload.findByID({ collection: 'feed-imports', id: doc.id, depth: 0, overrideAccess: true })

  await sleep(4_000)
  await payload.jobs.run({ queue: FEED_IMPORTS_QUEUE })
  expect(await within(10_000, async () => (await readImport()).status === 'failed')).toBe(true)

  const job = await jobOf(id)
  expect(job.hasError).toBe(true)
  expect(job.processing).toBe(false)
  expect(job.totalTried).toBe(1)
  expect(job.error?.message).toBe('The attempt stopped with its process')
  const failed = await readImport()
  expect((failed.report as { fatal?: string }).fatal).toBe('The import stopped with its process')
  expect(failed.finishedAt).toBeTruthy()

  // Later runs of the queue leave it as it is.
  await sleep(4_000)
  await payload.jobs.run({ queue: FEED_IMPORTS_QUEUE })
  expect((await readImport()).status).toBe('failed')
  expect((await jobOf(id)).totalTried).toBe(1)
}, 60_000)

it('marks failed a mail whose last allowed attempt died with its instance, and sends it no more', async () => {
  const { MAIL_QUEUE } = await import('@cms/domain/mail/send-mail')
  // Attempt 2 is the third, the last MAIL_RETRY_ATTEMPTS=2 allows.
  const id = await leftByDeadInstance(
    { taskSlug: 'sendMail', queue: MAIL_QUEUE, input: mailInput('lease-last@example.com') },
    2,
  )
  await sleep(4_000)
  await payload.jobs.run({ queue: MAIL_QUEUE })
  await payload.jobs.run({ queue: MAIL_QUEUE })
  const job = await jobOf(id)
  expect(job.hasError).toBe(true)
  expect(job.processing).toBe(false)
  expect(job.totalTried).toBe(3)
  expect(outbox().filter((m) => m.to === 'lease-last@example.com')).toHaveLength(0)
  // Given up, a mail to a client keeps no content, as after a last failed attempt.
  const { CONTENT_REMOVED } = await import('@cms/domain/mail/mail-content')
  expect((job.input as { text?: string }).text).toBe(CONTENT_REMOVED.givenUp)
}, 60_000)
