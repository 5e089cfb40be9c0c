import { startServer, type RunningServer, type StartOptions } from '../../adapters/server'

/** Boots the real server on a free port, on this test file's own database. */
export async function bootServer(opts: Omit<StartOptions, 'port'> = {}): Promise<RunningServer> {
  return startServer({ admin: false, seed: false, ...opts, port: 0 })
}
