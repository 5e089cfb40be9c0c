// The server the browser tests drive: the site, the legacy API and the admin with Payload's REST API (the staff's side), demo data seeded on a fresh DATA_DIR.
import { startServer } from '../../adapters/server'

const running = await startServer({ port: Number(process.env.PORT), admin: true })
console.log(`e2e server ready on ${running.url}`)
const stop = () => running.close().finally(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
