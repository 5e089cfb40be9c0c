import type { BaseDatabaseAdapter, Where } from 'payload'

import { JOB_CLAIMS, runKey, takeClaim } from './job-claims'

type QueuedJob = { id: number | string; totalTried?: number | null }

/** Jobs looked at per sweep and per kind: more wait for the next sweep. */
const PER_SWEEP = 50

type SweepDb = Pick<BaseDatabaseAdapter, 'find' | 'create'>

/**
 * Gives back the job attempts whose instance died with them, as their next attempt, so that they
 * run again instead of waiting for staff to notice:
 * - an attempt still marked running (`processing`) and untouched for `staleMs` — longer than any
 *   task takes, SMTP timeouts included;
 * - an attempt claimed more than `staleMs` ago and never marked running (the instance died between
 *   the two), which no other instance may take since its claim is taken.
 * The dead attempt counts as tried, so retries run out as they would, and the next attempt has a
 * run claim of its own. One instance only releases each attempt (claim `stale:<job>:<attempt>`):
 * two instances sweeping at once never release it twice after a third took it up again. A task
 * that did its work before its instance died is done again: a mail may go twice, never not at all.
 */
export async function releaseStaleAttempts(
  db: SweepDb,
  mark: BaseDatabaseAdapter['updateJobs'],
  staleMs: number,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - staleMs).toISOString()
  const stale = [...(await leftRunning(db, before)), ...(await claimedNotRun(db, before))]
  let released = 0
  for (const job of stale) {
    const attempt = job.totalTried ?? 0
    if (!(await takeClaim(db, `stale:${job.id}:${attempt}`))) continue
    await mark({
      id: job.id,
      data: { processing: false, totalTried: attempt + 1, updatedAt: new Date(now).toISOString() },
    })
    released++
  }
  return released
}

const jobs = async (db: SweepDb, where: Where) =>
  (
    await db.find<QueuedJob>({
      collection: 'payload-jobs',
      where,
      limit: PER_SWEEP,
      pagination: false,
    })
  ).docs

const leftRunning = (db: SweepDb, before: string) =>
  jobs(db, {
    and: [{ processing: { equals: true } }, { updatedAt: { less_than: before } }],
  })

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
  const { docs: claims } = await db.find<{ key: string }>({
    collection: JOB_CLAIMS,
    where: {
      and: [{ key: { in: waiting.map(runKey) } }, { createdAt: { less_than: before } }],
    },
    limit: 0,
    pagination: false,
  })
  const claimed = new Set(claims.map((c) => c.key))
  return waiting.filter((job) => claimed.has(runKey(job)))
}
