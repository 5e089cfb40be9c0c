import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { ensureBuilt } from '../../scripts/build-steps'
import { startDemoServer } from '../../scripts/demo-server'
import { CHROMIUM_PATH } from '../../scripts/chromium-path'

const CHROMIUM = CHROMIUM_PATH

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string
    /** The mail outbox of the server under test; null when E2E_BASE_URL drives a server whose files this run cannot see. */
    e2eOutboxDir: string | null
  }
}

/**
 * Builds the site and the admin when their sources changed, then runs the real server (seeded demo
 * data, fresh temporary DATA_DIR, the admin and Payload's REST API for the staff's actions) as a
 * child process for the whole browser run.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`The browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium`)
  // E2E_BASE_URL drives an already running server instead (a developer's own, with its own data:
  // the account tests sign in as the demo staff there and clear the demo client's messages and visit requests).
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eBaseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''))
    project.provide('e2eOutboxDir', null)
    return
  }
  if (process.env.SKIP_BUILD !== '1') await ensureBuilt(['site', 'admin'])
  // No SMTP (an empty value is unset, and a .env file does not fill it): mail goes to the outbox the tests read.
  const server = await startDemoServer({
    admin: true,
    env: { RATE_LIMIT_SCALE: '100', SMTP_HOST: '', VIEW_FLUSH_MS: '1000' },
  })
  project.provide('e2eBaseUrl', server.url)
  // Where cms/env puts the outbox of a DATA_DIR.
  project.provide('e2eOutboxDir', path.join(server.dataDir, 'outbox'))
  return server.stop
}
