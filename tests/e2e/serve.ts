// The server the browser tests drive: no admin (not needed), demo data seeded on a fresh DATA_DIR.
import { startServer } from '../../adapters/server'

const running = await startServer({ port: Number(process.env.PORT), admin: false })
console.log(`e2e server ready on ${running.url}`)
const stop = () => running.close().finally(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
