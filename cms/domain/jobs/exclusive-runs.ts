import type { BaseDatabaseAdapter, DatabaseAdapterObj, UpdateJobsArgs, Where } from 'payload'

import { replaceUpdateJobs } from '../payload/patches'
import { claimLeases, RENEWALS_PER_LEASE, type ClaimLeases } from './claim-leases'
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

/** At most how often an instance running the queues looks for attempts a dead instance left. */
const STALE_SWEEP_MS = 60_000

/**
 * Payload marks the jobs it is about to run with `processing: true` through the adapter's
 * updateJobs, for a run of the queue (`where`, `limit`) as for one job (`id`). That marking reads
 * the jobs and then writes them: two instances reading at the same moment both take the same jobs
 * and both run them. Here every such marking first takes a claim per job attempt (a unique key,
 * see job-claims.ts) and marks only the jobs whose claim it won, so each attempt runs on exactly
 * one instance; the instances that lost leave the job untouched. An instance that runs no jobs
 * (`runsJobs` false) takes none. Every other use of updateJobs (progress, outcome) is unchanged.
 * A claim is a lease of `leaseMs` that this instance renews while the attempt runs
 * (claim-leases.ts); it lets go of it when the attempt's outcome is written. A run of the queue
 * first gives back, at most every quarter lease, the attempts whose claim nobody renewed for
 * `leaseMs`: their instance died (stale-attempts.ts).
 */
export function claimJobRuns(
  db: BaseDatabaseAdapter,
  runsJobs: () => boolean,
  leaseMs: number,
): ClaimLeases {
  const leases = claimLeases(db, leaseMs)
  const take = async (job: JobRow) => {
    const key = runKey(job)
    if (!(await takeClaim(db, key))) return false
    leases.hold(key, job.id, job.totalTried ?? 0)
    return true
  }
  let sweptAt = -Infinity
  // Payload's own marking, kept as `mark`, is what writes; this decides which jobs it may mark.
  replaceUpdateJobs(db, (mark) => async (args: UpdateJobsArgs) => {
    if (args.data?.processing !== true) {
      // The attempt's outcome (done, failed, to be retried): its claim needs no renewing.
      if (args.data?.processing === false && args.id !== undefined && args.id !== null)
        leases.release(args.id)
      return mark(args)
    }
    if (!runsJobs()) return []
    if (args.id !== undefined && args.id !== null) {
      const job = await db.findOne<JobRow>({
        collection: 'payload-jobs',
        where: { id: { equals: args.id } },
      })
      // A job running, done or given up is not run again by its id either.
      if (!job || job.processing || job.completedAt || job.hasError) return []
      return (await take(job)) ? markClaimed(db, leases, mark, args, [job]) : []
    }
    if (Date.now() - sweptAt >= Math.min(STALE_SWEEP_MS, leaseMs / RENEWALS_PER_LEASE)) {
      sweptAt = Date.now()
      await releaseStaleAttempts(db, mark, leaseMs)
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
      if (!(await take(job))) continue
      won.push(job)
      if (job.concurrencyKey) keys.add(job.concurrencyKey)
    }
    if (!won.length) return []
    const where: Where = { and: [args.where, { id: { in: won.map((j) => j.id) } }] }
    return markClaimed(db, leases, mark, { ...args, where, limit: won.length }, won)
  })
  return leases
}

/** Marks the claimed jobs; should that fail, their claims are given back for a later run. */
async function markClaimed(
  db: BaseDatabaseAdapter,
  leases: ClaimLeases,
  mark: BaseDatabaseAdapter['updateJobs'],
  args: UpdateJobsArgs,
  jobs: JobRow[],
) {
  try {
    return await mark(args)
  } catch (err) {
    for (const job of jobs) leases.release(job.id)
    await dropClaims(db, jobs.map(runKey)).catch(() => undefined)
    throw err
  }
}

/** The database adapter, with its job runs claimed once (see claimJobRuns). */
export function withClaimedJobRuns(
  adapter: DatabaseAdapterObj,
  runsJobs: () => boolean,
  leaseMs: number,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      claimJobRuns(db, runsJobs, leaseMs)
      return db
    },
  }
}
