import type { Payload } from 'payload'

import type { AbsentRule } from './feed-import-names'
import { addMessage, type ImportReport } from './report'

/**
 * The offers an earlier run of this feed brought in and this run did not find: counted, and
 * reported, kept or taken off the web as chosen. Off the web (`of_web` false) rather than back to
 * draft: the public site shows only published offers on the web, and the offer keeps its history.
 * Called only after the whole feed was read, and never for a feed with no property at all (an
 * empty download must not take everything down).
 */
export async function handleAbsentOffers(
  payload: Payload,
  opts: { feedName: string; seen: Set<string>; rule: AbsentRule; dryRun: boolean },
  report: ImportReport,
): Promise<void> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: { of_import_source: { equals: opts.feedName } },
    draft: true,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { of_import_id: true, of_ref: true, of_web: true },
  })
  const absent = docs.filter((d) => !opts.seen.has(String(d.of_import_id ?? '')))
  if (absent.length && !opts.seen.size) {
    addMessage(report, {
      level: 'warning',
      message: `The feed has no property: the ${absent.length} offers of earlier runs are left as they are`,
    })
    return
  }
  for (const offer of absent) {
    report.counts.absent++
    const who = { ref: offer.of_ref, id: String(offer.of_import_id ?? '') }
    if (opts.rule === 'keep') continue
    if (opts.rule === 'report' || offer.of_web === false) {
      addMessage(report, {
        level: opts.rule === 'report' ? 'warning' : 'info',
        ...who,
        message:
          offer.of_web === false
            ? 'No longer in the feed (already off the web)'
            : 'No longer in the feed: left as it is',
      })
      continue
    }
    if (!opts.dryRun)
      await payload.update({
        collection: 'offers',
        id: offer.id,
        data: { of_web: false },
        depth: 0,
      })
    report.counts.unpublished++
    addMessage(report, {
      level: 'info',
      ...who,
      message: opts.dryRun
        ? 'No longer in the feed: would be taken off the web'
        : 'No longer in the feed: taken off the web',
    })
  }
  if (opts.rule === 'keep' && absent.length)
    addMessage(report, {
      level: 'info',
      message: `${absent.length} offers of earlier runs are no longer in the feed: kept as they are`,
    })
}
