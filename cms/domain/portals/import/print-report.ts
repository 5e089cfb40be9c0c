import type { ImportReport } from './report'

/** The report as the command line prints it: the counts, then every message on its own line. */
export function reportLines(report: ImportReport): string[] {
  const c = report.counts
  const would = report.dryRun ? ' (dry run: nothing was written)' : ''
  const lines = [
    `Feed "${report.feedName}": ${report.processed} properties read${would}`,
    `  created ${c.created}, updated ${c.updated}, unchanged ${c.unchanged}, skipped ${c.skipped}`,
    `  no longer in the feed ${c.absent}, taken off the web ${c.unpublished}, left as drafts ${c.keptDraft}`,
    `  photos downloaded ${report.photos.downloaded}, reused ${report.photos.reused}, failed ${report.photos.failed}`,
  ]
  if (report.fatal) lines.push(`FAILED: ${report.fatal}`)
  for (const m of report.messages) {
    const who = [m.ref && `ref ${m.ref}`, m.id && m.ref !== m.id && `id ${m.id}`]
      .filter(Boolean)
      .join(', ')
    lines.push(`${m.level.toUpperCase().padEnd(7)} ${who ? `[${who}] ` : ''}${m.message}`)
  }
  return lines
}
