import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, inject } from 'vitest'

import { refreshSettings } from '@cms/env'
import { closePayloads } from './close-payloads'
import { copySqliteTemplate } from './template-database'

/**
 * Each test file has its own data folder and database, set before any module reads the
 * configuration. A SQLite database starts as a copy of the run's migrated template.
 *
 * Most files share their worker's process with the files before and after them: the settings are
 * read again for each file, which gets a Payload instance of its own (cms/domain/start/init-payload.ts),
 * and what a file changed in process.env is put back after it.
 */
const before = { ...process.env }
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-'))
process.env.DATA_DIR = dir
process.env.SEED_ON_START = 'false'
process.env.PAYLOAD_SECRET ??= 'test-secret-0123456789abcdef0123456789'
process.env.PUBLIC_URL ??= 'http://localhost:3999'
process.env.DISABLE_PAYLOAD_HMR = 'true'
// Data a test creates must show in the very next public answer.
process.env.PUBLIC_CACHE_CHECK_MS = '0'
const mongoUri = inject('mongoUri')
const template = inject('sqliteTemplate')
if (template) copySqliteTemplate(template, path.join(dir, 'test.db'))
process.env.DATABASE_URI = mongoUri
  ? `${mongoUri.replace(/\/?$/, '/')}agency_${path.basename(dir).replace(/\W/g, '')}`
  : `file:${path.join(dir, 'test.db')}`
refreshSettings()

afterAll(async () => {
  await closePayloads()
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key]
  Object.assign(process.env, before)
  refreshSettings()
  fs.rmSync(dir, { recursive: true, force: true })
})
