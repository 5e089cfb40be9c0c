import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

const migrationDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * The adapter follows DATABASE_URI: mongodb://… or mongodb+srv://… is MongoDB (production),
 * anything else is an embedded SQLite file. SQLite's schema comes from the committed migrations
 * (run at start-up), never from a development push, so every start behaves the same.
 */
export function databaseAdapter(uri: string): DatabaseAdapterObj {
  if (/^mongodb(\+srv)?:\/\//.test(uri)) return mongooseAdapter({ url: uri, migrationDir })
  return sqliteAdapter({ client: { url: uri }, push: false, migrationDir })
}
