/**
 * The process one feed import runs in (started by ./isolated-import.ts with its import's and its
 * job's ids): its own Payload on the same database and storage, the import run and written to its
 * document as in the server, the report sent back to the server before exiting. It runs no job.
 */
import { presetSettings } from '../../../env'
import type { ImportReport } from './report'

export type ImportProcessMessage = { report: ImportReport }

const [importId, jobArg] = process.argv.slice(2)
if (!importId || !jobArg || !process.send) throw new Error('usage: started by isolated-import.ts')

// Numeric on SQL databases, a string on MongoDB: passed as JSON to keep its type.
const jobId = JSON.parse(jobArg) as number | string

presetSettings({ JOBS: 'off', PAYLOAD_TYPES_GENERATED: 'elsewhere' }, { replace: true })
const { initPayload } = await import('../../start/init-payload')
const { runFeedImport } = await import('./run-feed-import')
const payload = await initPayload()
const report = await runFeedImport(payload, importId, () =>
  payload.db.updateJobs({ id: jobId, data: { updatedAt: new Date().toISOString() } }),
)
const message: ImportProcessMessage = { report }
process.send(message, () => process.exit(0))
