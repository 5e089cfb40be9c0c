import type { Env } from '../../env'

/** Whether this instance runs queued jobs at all (JOBS=off: a web-only replica runs none, by any path). */
export const runsJobs = (e: Pick<Env, 'JOBS'>): boolean => e.JOBS !== 'off'
