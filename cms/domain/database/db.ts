import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { DatabaseAdapterObj } from 'payload'

import { env } from '../../env'

// The migrations live in cms/schema/, two folders up.
const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const migrationDir = path.resolve(cmsDir, 'schema/migrations')
// PostgreSQL's schema history starts anew from its own initial migration: SQLite's files hold SQLite SQL.
const postgresMigrationDir = path.resolve(cmsDir, 'schema/migrations-postgres')
// MongoDB has no schema to migrate: its migrations are the data upgrades every adapter runs.
const mongoMigrationDir = path.resolve(cmsDir, 'schema/data-upgrades')

/**
 * The adapter follows DATABASE_URI: mongodb://… or mongodb+srv://… is MongoDB (production),
 * postgres://… or postgresql://… is PostgreSQL, anything else is an embedded SQLite file. SQLite's
 * and PostgreSQL's schemas come from their committed migrations (run at start-up), never from a
 * development push, so every start behaves the same. Read replicas (DATABASE_READ_URIS) exist for
 * PostgreSQL only. Only the engine in use is loaded: each of the other two would add about half a
 * second to every start.
 */
export async function databaseAdapter(
  uri: string,
  readUris: string[] = env().DATABASE_READ_URIS,
): Promise<DatabaseAdapterObj> {
  if (/^postgres(ql)?:\/\//.test(uri)) {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    return postgresAdapter({
      pool: { connectionString: uri },
      push: false,
      migrationDir: postgresMigrationDir,
      // The adapter takes any list, even an empty one, as "use replicas": none is no list at all.
      readReplicas: readUris.length > 0 ? readUris : undefined,
    })
  }
  // Replicas named for another engine would otherwise be ignored without a word.
  if (readUris.length > 0)
    throw new Error('DATABASE_READ_URIS is only read with a PostgreSQL DATABASE_URI')
  if (/^mongodb(\+srv)?:\/\//.test(uri)) {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    return mongooseAdapter({ url: uri, migrationDir: mongoMigrationDir })
  }
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
  // Several processes on one file (instances, a backup) wait for each other's writes instead of failing at once.
  return sqliteAdapter({ client: { url: uri }, busyTimeout: 10_000, push: false, migrationDir })
}
