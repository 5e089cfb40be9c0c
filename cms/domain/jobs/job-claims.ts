import { ValidationError, type BaseDatabaseAdapter, type CollectionConfig } from 'payload'

export const JOB_CLAIMS = 'job-claims'

/** What the claims need of a database adapter (payload.db, whatever the engine). */
type ClaimsDb = Pick<BaseDatabaseAdapter, 'create' | 'deleteMany' | 'count' | 'updateMany'>

/** Claims this old are forgotten: the run or the period they stood for is long over. */
export const CLAIM_KEPT_DAYS = 30

const nobody = () => false

/** The claim of one attempt of one job: a retry is a new attempt, with a claim of its own. */
export const runKey = (job: { id: number | string; totalTried?: number | null }) =>
  `run:${job.id}:${job.totalTried ?? 0}`

/**
 * One row a job attempt that an instance took (`run:<job>:<attempt>`) and one a scheduled period
 * that an instance queued (`schedule:<queue>:<task>:<period>`). The unique index is the whole
 * point: when several instances insert the same key at once, the database keeps exactly one row
 * and refuses the others, whatever the engine (SQLite, PostgreSQL, MongoDB). A run claim is a
 * lease: its instance renews it (its `updatedAt`) while the attempt runs, see renewClaims.
 */
export const JobClaims: CollectionConfig = {
  slug: JOB_CLAIMS,
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [{ name: 'key', type: 'text', required: true, unique: true, index: true }],
}

/**
 * Inserts the claim `key`: true for the one caller whose insert went in, false for every caller
 * the unique index refused (the adapters report that as a ValidationError). Written outside any
 * transaction, so the other instances see it at once.
 */
export async function takeClaim(db: Pick<ClaimsDb, 'create'>, key: string): Promise<boolean> {
  try {
    const now = new Date().toISOString()
    await db.create({
      collection: JOB_CLAIMS,
      data: { key, createdAt: now, updatedAt: now },
      returning: false,
    })
    return true
  } catch (err) {
    if (err instanceof ValidationError) return false
    throw err
  }
}

/**
 * Renews the leases of claims this instance holds: their `updatedAt` becomes `now`. Outside any
 * transaction, so the other instances' sweeps see it at once.
 */
export async function renewClaims(
  db: Pick<ClaimsDb, 'updateMany'>,
  keys: string[],
  now = Date.now(),
): Promise<void> {
  if (!keys.length) return
  await db.updateMany({
    collection: JOB_CLAIMS,
    where: { key: { in: keys } },
    data: { updatedAt: new Date(now).toISOString() },
    returning: false,
  })
}

/** Gives claims back (their job attempt could not be marked as running after all). */
export async function dropClaims(db: ClaimsDb, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteMany({ collection: JOB_CLAIMS, where: { key: { in: keys } } })
}

/** Forgets the claims older than CLAIM_KEPT_DAYS; answers how many went. */
export async function forgetOldClaims(db: ClaimsDb, now = Date.now()): Promise<number> {
  const where = {
    createdAt: { less_than: new Date(now - CLAIM_KEPT_DAYS * 86_400_000).toISOString() },
  }
  const { totalDocs } = await db.count({ collection: JOB_CLAIMS, where })
  if (totalDocs) await db.deleteMany({ collection: JOB_CLAIMS, where })
  return totalDocs
}
