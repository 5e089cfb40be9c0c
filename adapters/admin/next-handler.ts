import type { RequestHandler } from 'express'
import next from 'next'

/** Next's production handler for Payload's admin and REST API (the documented custom-server setup). */
export async function createNextHandler(
  dir: string,
): Promise<{ handler: RequestHandler; close: () => Promise<void> }> {
  const app = next({ dev: false, dir, quiet: true })
  await app.prepare()
  const handle = app.getRequestHandler()
  return {
    handler: (req, res) => {
      void handle(req, res)
    },
    close: () => app.close(),
  }
}
