// `npm start`: build what is missing or stale, then serve site + admin + API on one port.
process.env.NODE_ENV ??= 'production'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const { ensureBuilt } = await import('./build-steps')
await ensureBuilt(['site', 'admin'])
const { main } = await import('../adapters/server')
await main()
