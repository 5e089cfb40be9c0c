import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import {
  TEST_POSTGRES_URL,
  createDatabase,
  databaseUrl,
  dropDatabases,
  postgresProblem,
} from './postgres-server'
import { oncePerRun } from './once-per-run'
import { migrateOnce } from './template-database'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresPrefix: string
    /** The run's migrated database, which each test file's database is created from. */
    postgresTemplate: string
  }
}

/**
 * With TEST_DATABASE=postgres: checks once that the server answers (rather than every test file
 * failing on its own), migrates the run's template database, hands the test files this run's
 * database-name prefix and template, and drops the run's databases at the end, when no test process
 * holds a connection any more.
 */
export default async function setup(project: TestProject) {
  const problem = await postgresProblem()
  if (problem) {
    const server = new URL(TEST_POSTGRES_URL)
    server.password = server.password ? '***' : ''
    throw new Error(
      `TEST_DATABASE=postgres: no usable PostgreSQL at ${server} (${problem}). Set TEST_POSTGRES_URL to a server whose role may CREATE DATABASE.`,
    )
  }
  const { value, release } = await oncePerRun('postgres-template', async () => {
    // Runs at the same time on one server (two checkouts) each drop only their own databases.
    const prefix = `agency_test_${randomBytes(4).toString('hex')}_`
    const template = `${prefix}template`
    await createDatabase(template)
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'))
    try {
      await migrateOnce(databaseUrl(template), dataDir)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
    return { value: { prefix, template }, teardown: () => dropDatabases(prefix) }
  })
  project.provide('postgresPrefix', value.prefix)
  project.provide('postgresTemplate', value.template)
  return release
}
