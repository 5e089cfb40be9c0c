/**
 * Another app instance on the test file's database, as a separate process (run with tsx; the
 * environment — database, REDIS_URL — is the parent's):
 * - `save <collection> <id> <json data>`: saves once through Payload and exits;
 * - `serve`: starts the server, prints `SERVING <url>` and runs until killed;
 * - `jobs`: starts Payload alone (its job crons run as the environment says), prints `JOBS READY`
 *   and runs until killed;
 * - `migrate`: brings the database to the current schema as a start-up does, then exits.
 */
import type { CollectionSlug } from 'payload'

const [mode, collection, id, data] = process.argv.slice(2)

if (mode === 'save') {
  const { initPayload } = await import('@cms/domain/start/init-payload')
  const payload = await initPayload()
  await payload.update({
    collection: collection as CollectionSlug,
    id: Number(id),
    data: JSON.parse(data) as Record<string, unknown>,
    overrideAccess: true,
  })
  process.stdout.write('SAVED\n')
  process.exit(0)
} else if (mode === 'serve') {
  const { startServer } = await import('../../adapters/server')
  const running = await startServer({ admin: false, seed: false, port: 0 })
  process.stdout.write(`SERVING ${running.url}\n`)
  process.on('SIGTERM', () => void running.close().then(() => process.exit(0)))
} else if (mode === 'jobs') {
  const { initPayload } = await import('@cms/domain/start/init-payload')
  const payload = await initPayload()
  process.stdout.write('JOBS READY\n')
  process.on('SIGTERM', () => void payload.destroy().then(() => process.exit(0)))
} else if (mode === 'migrate') {
  const { initPayload } = await import('@cms/domain/start/init-payload')
  const payload = await initPayload()
  await payload.destroy()
  process.stdout.write('MIGRATED\n')
  process.exit(0)
} else throw new Error(`unknown mode ${mode}`)
