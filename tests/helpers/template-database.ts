import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { otherProcess } from './other-process-run'

/**
 * Brings a database to the current schema once per run, the way a server's start-up does it (in a
 * process of its own: the run's main process loads no server), so that each test file
 * starts from a copy instead of running every migration again. What a start-up does on a database
 * never migrated is still tested: this run does it, on each engine.
 */
export async function migrateOnce(databaseUri: string, dataDir: string): Promise<void> {
  const started = Date.now()
  const { child } = await otherProcess(['migrate'], /MIGRATED/, {
    DATABASE_URI: databaseUri,
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    JOBS: 'off',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'test-secret-0123456789abcdef0123456789',
    DISABLE_PAYLOAD_HMR: 'true',
  })
  await new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(0),
  )
  console.log(`migrated template database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/** The SQLite template of this run: a migrated database file, and how to drop it afterwards. */
export async function sqliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-template-'))
  const file = path.join(dir, 'template.db')
  await migrateOnce(`file:${file}`, dir)
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

/** A test file's own database, copied from the run's template (its journal too, if one was left). */
export function copySqliteTemplate(template: string, to: string): void {
  fs.copyFileSync(template, to)
  for (const suffix of ['-wal', '-shm'])
    if (fs.existsSync(template + suffix)) fs.copyFileSync(template + suffix, to + suffix)
}
