import type { Payload } from 'payload'

/**
 * Settings of a test process that runs the jobs only when the test says so (the mail and alert
 * crons wait a year), with a claim taken for a dead instance's once not renewed for three seconds:
 * long enough for a busy machine to renew a live one. Call before Payload starts.
 */
export const runJobsOnDemand = (extra: Record<string, string> = {}) =>
  Object.assign(process.env, {
    JOBS: 'on',
    MAIL_QUEUE_CRON: '0 0 1 1 *',
    ALERTS_INSTANT_CRON: '0 0 1 1 *',
    JOB_LEASE_S: '3',
    ...extra,
  })

/** What the jobs tests read of a queued job. */
export type JobRecord = {
  id: number | string
  processing?: boolean | null
  completedAt?: string | null
  hasError?: boolean | null
  totalTried?: number | null
  error?: { message?: string } | null
  input?: unknown
}

export const jobRecord = async (payload: Payload, id: number | string) =>
  (await payload.findByID({
    collection: 'payload-jobs' as never,
    id,
    depth: 0,
    overrideAccess: true,
  })) as unknown as JobRecord

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
