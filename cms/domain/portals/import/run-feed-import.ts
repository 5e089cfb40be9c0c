import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { env } from '../../../env'
import { originalReader } from '../../storage/read-original'
import type { FeedImport } from '../../../payload-types'
import { FeedError } from './feed-error'
import { countProperties, defaultFeedName, openFeedAddress } from './feed-source'
import { importKyeroFeed, type FeedSource } from './import-kyero'
import { emptyReport, type ImportReport } from './report'

/** Saves made by the run itself: the collection's hooks let them by. */
export const RUN_CONTEXT = { feedImportRun: true }

/** Progress is written at most this often, or every PROGRESS_EVERY offers. */
const PROGRESS_MS = 1_000
const PROGRESS_EVERY = 50
/** The job is shown alive this often, so a long import is never taken for a dead one. */
const TOUCH_JOB_MS = 60_000

/** The uploaded file, from the disk (streamed and counted) or from the bucket. */
async function uploadedFeed(doc: FeedImport): Promise<FeedSource> {
  const e = env()
  const name = doc.filename!
  if (!e.s3) {
    const file = path.join(e.dataDir, 'imports', path.basename(name))
    if (!fs.existsSync(file)) throw new FeedError(`The uploaded file ${name} is missing`)
    return {
      stream: fs.createReadStream(file),
      name,
      total: await countProperties(fs.createReadStream(file)),
    }
  }
  const bytes = await originalReader(
    e,
    'feed-imports',
  )({
    filename: name,
    prefix: doc.prefix,
    _objectKey: doc._objectKey,
  })
  if (!bytes) throw new FeedError(`The uploaded file ${name} is missing`)
  return {
    stream: Readable.from([bytes]),
    name,
    total: await countProperties(Readable.from([bytes])),
  }
}

/**
 * Runs the import a `feed-imports` document asks for and keeps the document informed: running,
 * the offers read so far (about every second), then done or failed with the report.
 */
export async function runFeedImport(
  payload: Payload,
  importId: number | string,
  touchJob?: () => Promise<unknown>,
): Promise<ImportReport> {
  const write = (data: Partial<FeedImport>) =>
    payload.update({
      collection: 'feed-imports',
      id: importId,
      data,
      depth: 0,
      context: RUN_CONTEXT,
    })
  const doc = await payload.findByID({ collection: 'feed-imports', id: importId, depth: 0 })
  const feedName = doc.feedName || defaultFeedName(doc.sourceUrl || doc.filename || 'feed')
  await write({ status: 'running', processed: 0, total: null, report: null, finishedAt: null })
  let report: ImportReport
  try {
    const source = doc.filename ? await uploadedFeed(doc) : await openFeedAddress(doc.sourceUrl!)
    let writtenAt = Date.now()
    let touchedAt = Date.now()
    let writtenCount = 0
    let pending = Promise.resolve()
    report = await importKyeroFeed(payload, source, {
      feedName,
      dryRun: doc.dryRun === true,
      publishComplete: doc.publishComplete === true,
      absentRule: doc.absentRule ?? 'report',
      onProgress: ({ processed, total }) => {
        const now = Date.now()
        if (now - writtenAt < PROGRESS_MS && processed - writtenCount < PROGRESS_EVERY) return
        writtenAt = now
        writtenCount = processed
        const touch = touchJob && now - touchedAt >= TOUCH_JOB_MS
        if (touch) touchedAt = now
        // One write at a time, never waited on by the import itself.
        pending = pending
          .then(() => write({ processed, total: total ?? null }))
          .then(() => (touch ? touchJob() : undefined))
          .then(
            () => undefined,
            () => undefined,
          )
      },
    })
    await pending
  } catch (err) {
    report = emptyReport(feedName, doc.dryRun === true)
    report.fatal =
      err instanceof FeedError ? err.message : `The import stopped: ${(err as Error).message}`
    report.finishedAt = new Date().toISOString()
  }
  await write({
    status: report.fatal ? 'failed' : 'done',
    processed: report.processed,
    total: report.total ?? null,
    report: report as FeedImport['report'],
    finishedAt: report.finishedAt ?? new Date().toISOString(),
  })
  return report
}
