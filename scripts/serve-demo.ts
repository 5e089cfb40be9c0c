// The demo server that browser tests and benchmarks run as a child process: the site, the legacy
// API and, unless DEMO_ADMIN=0, the admin with Payload's REST API; demo data seeded on its DATA_DIR.
import { startServer } from '../adapters/server'

const running = await startServer({
  port: Number(process.env.PORT),
  admin: process.env.DEMO_ADMIN !== '0',
})
console.log(`demo server ready on ${running.url}`)
const stop = () => running.close().finally(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
