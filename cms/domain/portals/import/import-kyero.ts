import type { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { env } from '../../../env'
import { FEED_MAX_BYTES, type AbsentRule } from './feed-import-names'
import { handleAbsentOffers } from './absent-offers'
import { FeedError } from './feed-error'
import { importProperty, type ImportContext } from './import-offer'
import { readKyeroFeed } from '../kyero/kyero-reader'
import { BuildingFinder } from './offer-building'
import { loadReferenceData } from './reference-data'
import { addMessage, emptyReport, RepeatedNotes, type ImportReport } from './report'

export type { ImportMessage, ImportReport } from './report'

export type FeedSource = {
  stream: Readable
  /** The file name or address, for the default feed name and the messages. */
  name: string
  /** The folder of a local feed: its photos may be files, relative to it. */
  baseDir?: string
  /** The number of properties, when counted beforehand (a local file). */
  total?: number
}

export type ImportOptions = {
  feedName: string
  dryRun?: boolean
  publishComplete?: boolean
  absentRule?: AbsentRule
  onProgress?: (p: { processed: number; total?: number }) => void
}

/**
 * Imports a Kyero v3 feed, streamed one property at a time: offers are created or updated by the
 * feed's name and each property's id (a second run of an unchanged feed writes nothing), their
 * buildings found or made, their photos downloaded once. A feed that cannot be read to its end
 * keeps what was imported before the fault, and nothing is done to the offers it lacks; so does
 * one that takes longer than IMPORT_TIMEOUT_S.
 */
export async function importKyeroFeed(
  payload: Payload,
  source: FeedSource,
  options: ImportOptions,
): Promise<ImportReport> {
  const dryRun = options.dryRun === true
  const report = emptyReport(options.feedName, dryRun)
  report.total = source.total
  // The whole import's time limit: at it, the download under way stops and the reading with it.
  const limitS = env().IMPORT_TIMEOUT_S
  const deadline = AbortSignal.timeout(limitS * 1000)
  const tooLong = () =>
    new FeedError(
      `The import took longer than ${limitS < 120 ? `${limitS} s` : `${Math.round(limitS / 60)} min`} and was stopped: the offers ` +
        `read before are imported; run it again for the rest.`,
    )
  const stop = () => source.stream.destroy(tooLong())
  deadline.addEventListener('abort', stop, { once: true })
  const ctx: ImportContext = {
    payload,
    feedName: options.feedName,
    dryRun,
    publishComplete: options.publishComplete === true,
    baseDir: source.baseDir,
    refs: await loadReferenceData(payload),
    buildings: await BuildingFinder.load(payload),
    report,
    notes: new RepeatedNotes(),
    seen: new Set(),
    signal: deadline,
  }
  try {
    const { feedVersion } = await readKyeroFeed(
      source.stream,
      async ({ element, line }) => {
        if (deadline.aborted) throw tooLong()
        try {
          await importProperty(ctx, element, line)
        } catch (err) {
          if (deadline.aborted) throw tooLong()
          // A fault of the database or the code on one property: said, and the next one tried.
          addMessage(report, { level: 'error', message: `Line ${line}: ${(err as Error).message}` })
          report.counts.skipped++
        }
        report.processed++
        options.onProgress?.({ processed: report.processed, total: report.total })
      },
      { maxBytes: FEED_MAX_BYTES },
    )
    if (feedVersion && !feedVersion.startsWith('3'))
      addMessage(report, { level: 'warning', message: `feed_version is "${feedVersion}", not 3` })
    report.total = report.processed
    await handleAbsentOffers(
      payload,
      { feedName: options.feedName, seen: ctx.seen, rule: options.absentRule ?? 'report', dryRun },
      report,
    )
  } catch (err) {
    source.stream.destroy()
    report.fatal =
      err instanceof FeedError ? err.message : `The import stopped: ${(err as Error).message}`
  }
  deadline.removeEventListener('abort', stop)
  ctx.notes.flushInto(report)
  report.finishedAt = new Date().toISOString()
  options.onProgress?.({ processed: report.processed, total: report.total })
  return report
}
