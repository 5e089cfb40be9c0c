import { ensureBuilt } from './build-steps'

await ensureBuilt(['admin'])
