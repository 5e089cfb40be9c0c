import type { BaseDatabaseAdapter } from 'payload'

import { renewClaims } from './job-claims'

/** Renewals per lease: one or two missed (a busy database, a long pause) cost no claim. */
export const RENEWALS_PER_LEASE = 4

type LeaseDb = Pick<BaseDatabaseAdapter, 'find' | 'updateMany'> & {
  payload?: { logger?: { warn: (o: object, msg: string) => void } }
}

type Held = { jobId: number | string; attempt: number; since: number }

type JobState = {
  id: number | string
  processing?: boolean | null
  completedAt?: string | null
  hasError?: boolean | null
  totalTried?: number | null
}

export type ClaimLeases = {
  /** This instance won the claim `key` of attempt `attempt` of job `jobId`: renew it while it runs. */
  hold: (key: string, jobId: number | string, attempt: number) => void
  /** The attempts of job `jobId` are over here (done, failed, given back). */
  release: (jobId: number | string) => void
  /** Renews now; answers the keys renewed. */
  renew: () => Promise<string[]>
}

/**
 * The run claims this instance holds, renewed every lease / RENEWALS_PER_LEASE for as long as
 * their attempt runs, however long that is: an instance that stops (killed, frozen) stops renewing,
 * and the other instances take its attempts over once the lease is over (stale-attempts.ts). A
 * claim is let go when its attempt is over; a held attempt whose job shows it over (done, given up,
 * tried again, or given back without running) is let go by the renewal itself.
 */
export function claimLeases(db: LeaseDb, leaseMs: number): ClaimLeases {
  const held = new Map<string, Held>()
  const everyMs = Math.max(50, Math.floor(leaseMs / RENEWALS_PER_LEASE))
  let timer: NodeJS.Timeout | undefined
  let renewing: Promise<string[]> | undefined

  const letGoOfOver = async () => {
    const ids = [...new Set([...held.values()].map((h) => h.jobId))]
    const { docs } = await db.find<JobState>({
      collection: 'payload-jobs',
      where: { id: { in: ids } },
      limit: 0,
      pagination: false,
    })
    const jobs = new Map(docs.map((j) => [String(j.id), j]))
    const now = Date.now()
    for (const [key, h] of held) {
      const job = jobs.get(String(h.jobId))
      const over =
        !job ||
        Boolean(job.completedAt) ||
        Boolean(job.hasError) ||
        (job.totalTried ?? 0) !== h.attempt ||
        // Claimed a renewal ago and still not running: given back, never to run on this claim.
        (!job.processing && now - h.since > everyMs)
      if (over) held.delete(key)
    }
  }

  const renewOnce = async () => {
    const keys = [...held.keys()]
    if (!keys.length) return []
    await renewClaims(db, keys)
    await letGoOfOver()
    return keys
  }

  const renew = () => {
    renewing ??= renewOnce().finally(() => {
      renewing = undefined
    })
    return renewing
  }

  const tick = () => {
    renew().catch((err: unknown) =>
      db.payload?.logger?.warn({ err }, 'Could not renew the claims of the jobs running here'),
    )
  }

  return {
    hold: (key, jobId, attempt) => {
      held.set(key, { jobId, attempt, since: Date.now() })
      if (!timer) {
        timer = setInterval(tick, everyMs)
        // Renewing never keeps a process alive on its own.
        timer.unref()
      }
    },
    release: (jobId) => {
      for (const [key, h] of held) if (String(h.jobId) === String(jobId)) held.delete(key)
    },
    renew,
  }
}
