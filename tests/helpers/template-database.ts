import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { tsNodeArgs } from '../../scripts/ts-process'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's fixture catalogue, for the files that read it ('' when none was built). */
    catalogue: Catalogue | ''
  }
}

/** A database holding the fixtures of catalogue.ts, which a test file copies as its own. */
export type Catalogue = {
  /** A data folder (media files; on SQLite, the database file test.db) to copy into the file's. */
  dataDir: string
  /** The PostgreSQL database each file's copy is created from ('' on SQLite). */
  postgresDatabase: string
  /** What createFixtures returned, as JSON. */
  fixturesFile: string
}

/** The settings a test file runs with (setup-env.ts), so the catalogue is made as a file would. */
const FILE_SETTINGS = {
  SEED_ON_START: 'false',
  JOBS: 'off',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789',
  PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:3999',
  DISABLE_PAYLOAD_HMR: 'true',
  PUBLIC_CACHE_CHECK_MS: '0',
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

/**
 * Makes the run's two templates in one process of its own: the migrated database (`databaseUri`),
 * which each test file starts from instead of running every migration again, and a copy of it
 * holding the fixture catalogue, which the files that read it copy instead of creating it again
 * (on PostgreSQL, the database `postgresCatalogue` on the same server). What a start-up does on a
 * database never migrated is still tested: this run does it, on each engine.
 */
export async function makeTemplates(
  databaseUri: string,
  postgresCatalogue = '',
): Promise<{ catalogue: Catalogue; remove: () => void }> {
  const started = Date.now()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-templates-'))
  const dataDir = path.join(work, 'catalogue')
  fs.mkdirSync(dataDir)
  const fixturesFile = path.join(work, 'fixtures.json')
  const catalogueUri = postgresCatalogue
    ? Object.assign(new URL(databaseUri), { pathname: `/${postgresCatalogue}` }).toString()
    : `file:${path.join(dataDir, 'test.db')}`
  const child = spawn(
    process.execPath,
    tsNodeArgs(path.resolve(__dirname, 'make-templates.ts'), catalogueUri, dataDir, fixturesFile),
    {
      env: { ...process.env, ...FILE_SETTINGS, DATABASE_URI: databaseUri, DATA_DIR: work },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  child.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('MIGRATED'))
      console.log(`migrated template database ready in ${seconds(started)}`)
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`making the template databases failed (exit ${code})`)
  console.log(`fixture catalogue ready in ${seconds(started)}`)
  return {
    catalogue: { dataDir, postgresDatabase: postgresCatalogue, fixturesFile },
    remove: () => fs.rmSync(work, { recursive: true, force: true }),
  }
}

/** The SQLite templates of this run, database files in a folder of their own. */
export async function sqliteTemplates(): Promise<{
  file: string
  catalogue: Catalogue
  remove: () => void
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'))
  const file = path.join(dir, 'template.db')
  const made = await makeTemplates(`file:${file}`)
  return {
    file,
    catalogue: made.catalogue,
    remove: () => {
      made.remove()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A test file's own database, copied from the run's template (its journal too, if one was left). */
export function copySqliteTemplate(template: string, to: string): void {
  fs.copyFileSync(template, to)
  for (const suffix of ['-wal', '-shm'])
    if (fs.existsSync(template + suffix)) fs.copyFileSync(template + suffix, to + suffix)
}
