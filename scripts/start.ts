// `npm start`: build what is missing or stale, then serve site + admin + API on one port.
import { NODE_CONDITIONS, startedWithConditions } from './ts-process'

if (!startedWithConditions())
  console.warn(
    `Started without ${NODE_CONDITIONS}: start-up may now and then never finish. Run it as package.json's scripts do.`,
  )
const env = process.env as Record<string, string | undefined>
env.NODE_ENV ??= 'production'
env.NEXT_TELEMETRY_DISABLED ??= '1'
// `npm start` is the quick start: a demo instance with the demo data and its log-ins. A deployment sets none of this.
env.SEED_ON_START ??= 'demo'

const { ensureBuilt } = await import('./build-steps')
await ensureBuilt(['site', 'admin'])
const { main } = await import('../adapters/server')
await main()

export {}
