import { afterAll, beforeAll } from 'vitest'

import { startServer, type RunningServer, type StartOptions } from '../../adapters/server'
import { refreshSettings } from '@cms/env'

/**
 * Boots the real server on a free port, on this test file's own database, with the settings the
 * file set in process.env (read again if they changed since they were last read).
 */
export async function bootServer(opts: Omit<StartOptions, 'port'> = {}): Promise<RunningServer> {
  refreshSettings()
  return startServer({ admin: false, seed: false, ...opts, port: 0 })
}

/**
 * The running server of a test file: booted before its tests, closed after them. Read its
 * fields inside tests or hooks (they exist once the file's `beforeAll` hooks ran).
 */
export function useServer(opts: Omit<StartOptions, 'port'> = {}): RunningServer {
  let running: RunningServer | undefined
  beforeAll(async () => {
    running = await bootServer(opts)
  })
  afterAll(async () => {
    await running?.close()
  })
  const current = (): RunningServer => {
    if (!running) throw new Error('the server is not started yet: read it inside a test or a hook')
    return running
  }
  return {
    get url() {
      return current().url
    },
    get port() {
      return current().port
    },
    get payload() {
      return current().payload
    },
    get server() {
      return current().server
    },
    get services() {
      return current().services
    },
    get readiness() {
      return current().readiness
    },
    close: () => current().close(),
  }
}
