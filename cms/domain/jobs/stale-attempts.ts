import type { BaseDatabaseAdapter, Where } from 'payload'

import { attemptGivenUp, ATTEMPT_STOPPED } from './given-up-attempts'
import { JOB_CLAIMS, runKey, takeClaim } from './job-claims'

type QueuedJob = {
  id: number | string
  taskSlug?: string | null
  input?: unknown
  totalTried?: number | null
  updatedAt?: string | null
}

/** Jobs looked at per sweep and per kind: more wait for the next sweep. */
const PER_SWEEP = 200

type SweepDb = Pick<BaseDatabaseAdapter, 'find' | 'create' | 'payload'>

/**
 * Takes over the job attempts whose instance died with them, so that they are done without
 * waiting for staff to notice. An attempt's claim is a lease its instance renews while it runs
 * (claim-leases.ts); one not renewed for `leaseMs` was left by an instance that died:
 * - an attempt still marked running (`processing`), however long it has run;
 * - an attempt claimed and never marked running (the instance died between the two), which no
 *   other instance may take since its claim is taken.
 * The dead attempt counts as tried. If the task allows another, the job is given back for its next
 * attempt, with a run claim of its own; if that was its last, it is marked failed and never queued
 * again (given-up-attempts.ts tells its record). One instance only takes over each attempt (claim
 * `stale:<job>:<attempt>`): two instances sweeping at once never release it twice after a third
 * took it up again. A task that did its work before its instance died is done again: a mail may go
 * twice, never not at all.
 */
export async function releaseStaleAttempts(
  db: SweepDb,
  mark: BaseDatabaseAdapter['updateJobs'],
  leaseMs: number,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - leaseMs).toISOString()
  const stale = [...(await leftRunning(db, before)), ...(await claimedNotRun(db, before))]
  let released = 0
  for (const job of stale) {
    const attempt = job.totalTried ?? 0
    if (!(await takeClaim(db, `stale:${job.id}:${attempt}`))) continue
    const givenUp = attempt >= retriesOf(db, job.taskSlug)
    const at = new Date(now).toISOString()
    await mark({
      id: job.id,
      data: givenUp
        ? {
            processing: false,
            totalTried: attempt + 1,
            hasError: true,
            error: { message: ATTEMPT_STOPPED },
            updatedAt: at,
          }
        : { processing: false, totalTried: attempt + 1, updatedAt: at },
    })
    if (givenUp) await attemptGivenUp(db.payload, job)
    released++
  }
  return released
}

/** The retries a task allows after its first attempt, as Payload counts them (none if unsaid). */
function retriesOf(db: SweepDb, taskSlug: string | null | undefined): number {
  const task = db.payload.config.jobs?.tasks?.find((t) => t.slug === taskSlug)
  const retries = task?.retries
  if (typeof retries === 'number') return retries
  return typeof retries?.attempts === 'number' ? retries.attempts : 0
}

const jobs = async (db: SweepDb, where: Where) =>
  (
    await db.find<QueuedJob>({
      collection: 'payload-jobs',
      where,
      sort: 'updatedAt',
      limit: PER_SWEEP,
      pagination: false,
    })
  ).docs

/** The run claims of `list` last renewed before `before`, by key. */
async function expiredClaims(db: SweepDb, list: QueuedJob[], before: string) {
  const { docs } = await db.find<{ key: string; updatedAt: string }>({
    collection: JOB_CLAIMS,
    where: { key: { in: list.map(runKey) } },
    limit: 0,
    pagination: false,
  })
  const renewed = new Map(docs.map((c) => [c.key, c.updatedAt]))
  return { renewed, expired: (key: string) => isBefore(renewed.get(key), before) }
}

/** Compared as times: the engines do not all write dates alike. */
const isBefore = (date: string | null | undefined, before: string) =>
  !date || Date.parse(date) < Date.parse(before)

async function leftRunning(db: SweepDb, before: string): Promise<QueuedJob[]> {
  const running = await jobs(db, { processing: { equals: true } })
  if (!running.length) return []
  const { renewed, expired } = await expiredClaims(db, running, before)
  // A running attempt without a claim (marked before claims were kept) goes by its own last change.
  return running.filter((job) =>
    renewed.has(runKey(job)) ? expired(runKey(job)) : isBefore(job.updatedAt, before),
  )
}

async function claimedNotRun(db: SweepDb, before: string): Promise<QueuedJob[]> {
  // Waiting long, not running, not over: what a live queue would have run by now.
  const waiting = await jobs(db, {
    and: [
      { processing: { equals: false } },
      { completedAt: { exists: false } },
      { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] },
      { updatedAt: { less_than: before } },
    ],
  })
  if (!waiting.length) return []
  const { renewed, expired } = await expiredClaims(db, waiting, before)
  return waiting.filter((job) => renewed.has(runKey(job)) && expired(runKey(job)))
}
