import type { ChildProcess } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import type { OutboxMail } from '@cms/domain/email/outbox-transport'
import { payloadWithOutbox } from '../helpers/payload-with-outbox'
import { otherProcess } from '../helpers/other-process-run'

// Every instance shares the configuration: both crons tick every second, so the three instances
// look at the queues at the same instants. This process only queues (JOBS=off); the three others
// run the jobs.
const crons = { MAIL_QUEUE_CRON: '* * * * * *', ALERTS_INSTANT_CRON: '* * * * * *' }
Object.assign(process.env, crons, { MAIL_RETRY_DELAY_MS: '200' })
process.env.JOBS = 'off'

const MAILS = 200
const SEARCHES = 5
const INSTANCES = 3

let payload: Payload
let outbox: () => OutboxMail[]
const instances: ChildProcess[] = []

type Job = {
  id: number | string
  taskSlug: string
  waitUntil?: string | null
  completedAt?: string | null
  hasError?: boolean | null
  totalTried?: number | null
}

const allJobs = async (taskSlug: string) =>
  (
    await payload.find({
      collection: 'payload-jobs' as never,
      where: { taskSlug: { equals: taskSlug } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs as unknown as Job[]

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  ;({ payload, outbox } = await payloadWithOutbox())
  // The searches exist before the offers they are to be told about.
  for (let i = 0; i < SEARCHES; i++)
    await payload.create({
      collection: 'saved-searches',
      data: {
        email: `alert-${i}@example.com`,
        filter: { sale: 'true' },
        frequency: 'instant',
        lang: 'fr',
        confirmed: true,
        sent_offers: [],
      },
      overrideAccess: true,
    })
  // Three instances on this test's database, each with its own connections and crons.
  const started = await Promise.allSettled(
    Array.from({ length: INSTANCES }, () =>
      otherProcess(['jobs'], /JOBS READY/, { ...crons, JOBS: 'on' }),
    ),
  )
  for (const s of started) if (s.status === 'fulfilled') instances.push(s.value.child)
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) throw failed.reason
}, 480_000)

/** Stops the three instances (SIGTERM, then SIGKILL after 10 s). */
const stopInstances = () =>
  Promise.all(
    instances.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined)
          child.once('exit', resolve)
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
        }),
    ),
  )

afterAll(stopInstances)

it('sends each of a backlog of mails and each alert exactly once with three instances running the jobs', async () => {
  const { MAIL_QUEUE } = await import('@cms/domain/mail/send-mail')
  const { makeOffer } = await import('../helpers/factories')
  // Queued while all three instances tick: at each tick they all look at the same waiting mails.
  for (let i = 0; i < MAILS; i++)
    await payload.jobs.queue({
      task: 'sendMail',
      input: { to: `bulk-${i}@example.com`, subject: `Backlog ${i}`, text: `Mail ${i}` },
      queue: MAIL_QUEUE,
    })
  // A new offer for the saved searches: the next instant alert period mails it to each.
  await makeOffer(payload)

  const bulk = () => outbox().filter((m) => m.to.startsWith('bulk-'))
  const alerts = () => outbox().filter((m) => m.to.startsWith('alert-'))
  const end = Date.now() + 240_000
  while (Date.now() < end) {
    const pending = (await allJobs('sendMail')).filter((j) => !j.completedAt && !j.hasError)
    if (bulk().length >= MAILS && alerts().length >= SEARCHES && pending.length === 0) break
    await sleep(250)
  }
  // A few more ticks, for a second copy that would still be on its way.
  await sleep(3000)

  const bulkTo = bulk().map((m) => m.to)
  const alertTo = alerts().map((m) => m.to)
  const duplicates = (list: string[]) => list.length - new Set(list).size
  const report = {
    mails: bulkTo.length,
    distinctMails: new Set(bulkTo).size,
    duplicateMails: duplicates(bulkTo),
    alerts: alertTo.length,
    duplicateAlerts: duplicates(alertTo),
  }
  const periods = (await allJobs('alertsInstant')).map((j) => String(j.waitUntil))
  const duplicatePeriods = duplicates(periods)
  console.log(
    'jobs-once',
    JSON.stringify({ ...report, alertPeriods: periods.length, duplicatePeriods }),
  )

  expect(report).toEqual({
    mails: MAILS,
    distinctMails: MAILS,
    duplicateMails: 0,
    alerts: SEARCHES,
    duplicateAlerts: 0,
  })
  expect(new Set(alertTo)).toEqual(
    new Set(Array.from({ length: SEARCHES }, (_, i) => `alert-${i}@example.com`)),
  )
  // Each alert period was queued once, whichever instance queued it first.
  expect(duplicatePeriods).toBe(0)
  // Every mail job ran once and succeeded.
  const mailJobs = await allJobs('sendMail')
  expect(mailJobs.filter((j) => !j.completedAt || j.hasError)).toEqual([])
}, 400_000)

it('runs no job on an instance told JOBS=off, even when asked to', async () => {
  const { MAIL_QUEUE } = await import('@cms/domain/mail/send-mail')
  const { queueMail } = await import('@cms/domain/mail/queue-mail')
  await stopInstances()
  const before = outbox().length
  // Queued and left to the instances that run jobs: none is running now.
  await queueMail(payload, { to: 'off@example.com', subject: 'Held', text: 'Held' })
  const [job] = (await allJobs('sendMail')).filter((j) => !j.completedAt)
  expect(job).toBeDefined()
  await payload.jobs.run({ queue: MAIL_QUEUE, limit: 10, overrideAccess: true })
  await payload.jobs.runByID({ id: job.id, overrideAccess: true })
  const after = (await allJobs('sendMail')).find((j) => j.id === job.id)
  expect(after?.completedAt ?? null).toBeNull()
  expect(after?.totalTried ?? 0).toBe(0)
  expect(outbox().length).toBe(before)
}, 60_000)
