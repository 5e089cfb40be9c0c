import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

type Drizzle = {
  all: (q: unknown) => Promise<Array<{ synchronous: number }>>
  run: (q: unknown) => Promise<unknown>
}

/**
 * Thousands of small inserts: on SQLite, waiting for the disk after each one triples the time.
 * The seed only writes regenerable demo data, so it lets the OS flush while it runs, then puts
 * the connection's durability setting back. Other databases are left as they are.
 */
export async function withFastWrites<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  if (payload.db.name !== 'sqlite') return work()
  const db = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const [{ synchronous } = { synchronous: 2 }] = await db.all(sql`PRAGMA synchronous`)
  await db.run(sql`PRAGMA synchronous = OFF`)
  try {
    return await work()
  } finally {
    await db.run(sql.raw(`PRAGMA synchronous = ${Number(synchronous) || 2}`))
  }
}
