// `npm run serve`: one instance from an existing build (`npm run build`), as a process manager or the
// Dockerfile runs it: no build, no demo data, no demo log-ins. Settings come from the environment.
import fs from 'node:fs'
import path from 'node:path'

import { ROOT, STEPS } from './build-steps'
import { NODE_CONDITIONS, startedWithConditions } from './ts-process'

if (!startedWithConditions())
  console.warn(
    `Started without ${NODE_CONDITIONS}: start-up may now and then never finish. Run it as package.json's scripts do.`,
  )

const env = process.env as Record<string, string | undefined>
env.NODE_ENV ??= 'production'
env.NEXT_TELEMETRY_DISABLED ??= '1'

const missing = Object.values(STEPS).filter((step) => !fs.existsSync(path.join(ROOT, step.stamp)))
if (missing.length) {
  console.error(
    `Not built: ${missing.map((s) => s.name).join(', ')}. Run \`npm run build\` first (or \`npm start\`, which builds what it must).`,
  )
  process.exit(1)
}
const { main } = await import('../adapters/server')
await main()
