import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import type { OutboxMail } from '@cms/domain/email/outbox-transport'
import { jobRecord, runJobsOnDemand, sleep } from '../helpers/jobs-on-demand'
import { payloadWithOutbox } from '../helpers/payload-with-outbox'

// This process runs the jobs only when the test says so; an attempt whose claim nobody renewed
// for three seconds is taken for one whose instance died.
runJobsOnDemand()

let payload: Payload
let outbox: () => OutboxMail[]

const jobOf = (id: number | string) => jobRecord(payload, id)

beforeAll(async () => {
  ;({ payload, outbox } = await payloadWithOutbox())
}, 240_000)

/**
 * Queues a mail and marks it running as an instance does just before it sends it: this instance
 * (which then renews the attempt's claim), or another one that died (its claim and mark written
 * straight to the database, renewed by nobody).
 */
async function takenBy(instance: string, { dead = false } = {}) {
  const { MAIL_QUEUE } = await import('@cms/domain/mail/send-mail')
  const { runKey, takeClaim } = await import('@cms/domain/jobs/job-claims')
  const job = await payload.jobs.queue({
    task: 'sendMail',
    input: { to: `${instance}@example.com`, subject: instance, text: instance },
    queue: MAIL_QUEUE,
  })
  const data = { processing: true, updatedAt: new Date().toISOString() }
  if (dead) {
    expect(await takeClaim(payload.db, runKey({ id: job.id, totalTried: 0 }))).toBe(true)
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data })
  } else expect(await payload.db.updateJobs({ id: job.id, data })).toHaveLength(1)
  return job.id
}

it('runs again, once, an attempt whose instance died while running it', async () => {
  const { MAIL_QUEUE } = await import('@cms/domain/mail/send-mail')
  const dead = await takenBy('dead-instance', { dead: true })
  const sent = () => outbox().filter((m) => m.to === 'dead-instance@example.com')

  // Still fresh: it may be running on a live instance, so nobody runs it.
  await payload.jobs.run({ queue: MAIL_QUEUE })
  expect(sent()).toHaveLength(0)
  expect((await jobOf(dead)).processing).toBe(true)

  await sleep(4_000)
  // A live instance's attempt, marked just now, is left alone by the same sweep.
  const live = await takenBy('live-instance')
  // Three runs of the queue at once, as three instances' crons would.
  await Promise.all([1, 2, 3].map(() => payload.jobs.run({ queue: MAIL_QUEUE })))

  expect(sent()).toHaveLength(1)
  const after = await jobOf(dead)
  expect(after.completedAt).toBeTruthy()
  expect(after.processing).toBe(false)
  // The dead attempt counts as one tried, and the new one as another.
  expect(after.totalTried).toBe(2)
  expect((await jobOf(live)).processing).toBe(true)
  expect(outbox().filter((m) => m.to === 'live-instance@example.com')).toHaveLength(0)
}, 60_000)

it('releases each stale attempt once, however many instances sweep at the same moment', async () => {
  const { releaseStaleAttempts } = await import('@cms/domain/jobs/stale-attempts')
  const id = await takenBy('swept', { dead: true })
  await sleep(3_300)
  const mark = payload.db.updateJobs.bind(payload.db)
  const released = await Promise.all(
    [1, 2, 3, 4].map(() => releaseStaleAttempts(payload.db, mark, 3_000)),
  )
  // This process's own queue crons sweep too, and on a busy machine one of them may come first:
  // the four sweeps here then find nothing left. Released once means tried once, by whoever.
  expect(released.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1)
  const job = await jobOf(id)
  expect(job.processing).toBe(false)
  expect(job.totalTried).toBe(1)
}, 60_000)

it('runs again an attempt claimed by an instance that died before marking it running', async () => {
  const { MAIL_QUEUE } = await import('@cms/domain/mail/send-mail')
  const { runKey, takeClaim } = await import('@cms/domain/jobs/job-claims')
  const job = await payload.jobs.queue({
    task: 'sendMail',
    input: { to: 'claimed@example.com', subject: 'claimed', text: 'claimed' },
    queue: MAIL_QUEUE,
  })
  expect(await takeClaim(payload.db, runKey({ id: job.id, totalTried: 0 }))).toBe(true)
  const sent = () => outbox().filter((m) => m.to === 'claimed@example.com')

  // Its attempt is claimed: no instance may run it, and a claim this young may be on its way.
  await payload.jobs.run({ queue: MAIL_QUEUE })
  expect(sent()).toHaveLength(0)

  await sleep(4_000)
  await Promise.all([1, 2, 3].map(() => payload.jobs.run({ queue: MAIL_QUEUE })))
  expect(sent()).toHaveLength(1)
  expect((await jobOf(job.id)).completedAt).toBeTruthy()
}, 60_000)
