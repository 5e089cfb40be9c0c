import type { RequestHandler } from 'express'

/**
 * Next's production handler for Payload's admin and REST API (the documented custom-server setup).
 * Next is loaded here, not at start: an instance without the admin never pays for it.
 */
export async function createNextHandler(
  dir: string,
): Promise<{ handler: RequestHandler; close: () => Promise<void> }> {
  const { default: next } = await import('next')
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
