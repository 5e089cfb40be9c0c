import type { BaseDatabaseAdapter, DatabaseAdapterObj, UpdateJobsArgs, Where } from 'payload'

import { dropClaims, runKey, takeClaim } from './job-claims'
import { releaseStaleAttempts } from './stale-attempts'

type JobRow = {
  id: number | string
  totalTried?: number | null
  processing?: boolean | null
  completedAt?: string | null
  hasError?: boolean | null
  concurrencyKey?: string | null
}

/** Jobs read for one run, per job the run may take: the other instances may win some of them. */
const CANDIDATES_PER_SLOT = 3

/** How often an instance running the queues looks for attempts left running by a dead instance. */
const STALE_SWEEP_MS = 60_000

/**
 * Payload marks the jobs it is about to run with `processing: true` through the adapter's
 * updateJobs, for a run of the queue (`where`, `limit`) as for one job (`id`). That marking reads
 * the jobs and then writes them: two instances reading at the same moment both take the same jobs
 * and both run them. Here every such marking first takes a claim per job attempt (a unique key,
 * see job-claims.ts) and marks only the jobs whose claim it won, so each attempt runs on exactly
 * one instance; the instances that lost leave the job untouched. An instance that runs no jobs
 * (`runsJobs` false) takes none. Every other use of updateJobs (progress, outcome) is unchanged.
 * At most once a minute, a run of the queue first gives back the attempts a dead instance left
 * running for `staleMs` (stale-attempts.ts).
 */
export function claimJobRuns(
  db: BaseDatabaseAdapter,
  runsJobs: () => boolean,
  staleMs: number,
): void {
  const mark = db.updateJobs.bind(db)
  let sweptAt = -Infinity
  db.updateJobs = async (args: UpdateJobsArgs) => {
    if (args.data?.processing !== true) return mark(args)
    if (!runsJobs()) return []
    if (args.id !== undefined && args.id !== null) {
      const job = await db.findOne<JobRow>({
        collection: 'payload-jobs',
        where: { id: { equals: args.id } },
      })
      // A job running, done or given up is not run again by its id either.
      if (!job || job.processing || job.completedAt || job.hasError) return []
      return (await takeClaim(db, runKey(job))) ? markClaimed(db, mark, args, [runKey(job)]) : []
    }
    if (Date.now() - sweptAt >= Math.min(STALE_SWEEP_MS, staleMs)) {
      sweptAt = Date.now()
      await releaseStaleAttempts(db, mark, staleMs)
    }
    const limit = args.limit && args.limit > 0 ? args.limit : 0
    const { docs } = await db.find<JobRow>({
      collection: 'payload-jobs',
      where: args.where,
      sort: args.sort,
      limit: limit * CANDIDATES_PER_SLOT,
      pagination: false,
    })
    const won: JobRow[] = []
    // One job per concurrency key: Payload would give the others back itself, but a job given
    // back keeps its attempt number, and that attempt's claim is already taken.
    const keys = new Set<string>()
    for (const job of docs) {
      if (limit && won.length >= limit) break
      if (job.concurrencyKey && keys.has(job.concurrencyKey)) continue
      if (!(await takeClaim(db, runKey(job)))) continue
      won.push(job)
      if (job.concurrencyKey) keys.add(job.concurrencyKey)
    }
    if (!won.length) return []
    const where: Where = { and: [args.where, { id: { in: won.map((j) => j.id) } }] }
    return markClaimed(db, mark, { ...args, where, limit: won.length }, won.map(runKey))
  }
}

/** Marks the claimed jobs; should that fail, their claims are given back for a later run. */
async function markClaimed(
  db: BaseDatabaseAdapter,
  mark: BaseDatabaseAdapter['updateJobs'],
  args: UpdateJobsArgs,
  keys: string[],
) {
  try {
    return await mark(args)
  } catch (err) {
    await dropClaims(db, keys).catch(() => undefined)
    throw err
  }
}

/** The database adapter, with its job runs claimed once (see claimJobRuns). */
export function withClaimedJobRuns(
  adapter: DatabaseAdapterObj,
  runsJobs: () => boolean,
  staleMs: number,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      claimJobRuns(db, runsJobs, staleMs)
      return db
    },
  }
}
