/** One line of an import's report, in plain English; `ref`/`id` name the feed's property. */
export type ImportMessage = {
  level: 'error' | 'warning' | 'info'
  ref?: string
  id?: string
  message: string
}

export type ImportCounts = {
  created: number
  updated: number
  unchanged: number
  skipped: number
  unpublished: number
  absent: number
  /** New offers left as drafts although publishing was asked, the publishing rules refusing them. */
  keptDraft: number
}

export type PhotoCounts = { downloaded: number; reused: number; failed: number }

/** What an import did (or, on a dry run, would do). */
export type ImportReport = {
  feedName: string
  dryRun: boolean
  processed: number
  total?: number
  counts: ImportCounts
  photos: PhotoCounts
  messages: ImportMessage[]
  /** Set when the feed could not be read to its end: nothing absent was touched then. */
  fatal?: string
  startedAt: string
  finishedAt?: string
}

/** A report keeps this many messages; a feed with thousands of faulty offers stays readable. */
export const MAX_MESSAGES = 500

export function emptyReport(feedName: string, dryRun: boolean): ImportReport {
  return {
    feedName,
    dryRun,
    processed: 0,
    counts: {
      created: 0,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      unpublished: 0,
      absent: 0,
      keptDraft: 0,
    },
    photos: { downloaded: 0, reused: 0, failed: 0 },
    messages: [],
    startedAt: new Date().toISOString(),
  }
}

/** Adds a message, counting those beyond the cap in one closing line instead of keeping them. */
export function addMessage(report: ImportReport, m: ImportMessage): void {
  if (report.messages.length < MAX_MESSAGES) {
    report.messages.push(m)
    return
  }
  const last = report.messages[MAX_MESSAGES]
  const more = last ? Number(/^(\d+)/.exec(last.message)?.[1] ?? 0) + 1 : 1
  report.messages[MAX_MESSAGES] = { level: 'info', message: `${more} more messages not kept` }
}

/**
 * Feed-wide notes said once however many offers cause them (an unknown type, a language the
 * site does not have): the count and the first few references.
 */
export class RepeatedNotes {
  private notes = new Map<string, { level: ImportMessage['level']; refs: string[]; n: number }>()

  add(level: ImportMessage['level'], message: string, ref?: string): void {
    const note = this.notes.get(message) ?? { level, refs: [], n: 0 }
    note.n++
    if (ref && note.refs.length < 5) note.refs.push(ref)
    this.notes.set(message, note)
  }

  flushInto(report: ImportReport): void {
    for (const [message, { level, refs, n }] of this.notes) {
      const who = refs.length
        ? ` (${n} offer${n > 1 ? 's' : ''}: ${refs.join(', ')}${n > refs.length ? ', …' : ''})`
        : ''
      addMessage(report, { level, message: `${message}${who}` })
    }
    this.notes.clear()
  }
}
