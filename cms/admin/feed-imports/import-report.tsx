import type { ImportWords } from './import-words'

/** An import's report as stored (read loosely: an older or partial report still shows). */
export type StoredReport = {
  dryRun?: boolean
  counts?: Record<string, number>
  photos?: Record<string, number>
  messages?: { level?: string; ref?: string; id?: string; message?: string }[]
  fatal?: string
}

const LEVEL_ORDER: Record<string, number> = { error: 0, warning: 1, info: 2 }

/** The messages errors first, then warnings, then information, each in the order they came. */
export const sortedMessages = (messages: NonNullable<StoredReport['messages']>) =>
  messages
    .map((m, i) => ({ m, i }))
    .sort(
      (a, b) =>
        (LEVEL_ORDER[a.m.level ?? 'info'] ?? 3) - (LEVEL_ORDER[b.m.level ?? 'info'] ?? 3) ||
        a.i - b.i,
    )
    .map(({ m }) => m)

function Counts({
  values,
  labels,
}: {
  values?: Record<string, number>
  labels: Record<string, string>
}) {
  const shown = Object.entries(values ?? {}).filter(([k]) => k in labels)
  if (!shown.length) return null
  return (
    <dl className="feed-import__counts">
      {shown.map(([k, n]) => (
        <div key={k} data-count={k}>
          <dt>{labels[k]}</dt>
          <dd>{n}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Counts, photos, the fatal error if any, and the messages (errors first). */
export function ImportReportView({ report, w }: { report: StoredReport; w: ImportWords }) {
  const messages = sortedMessages(report.messages ?? [])
  return (
    <div className="feed-import__report">
      {report.dryRun ? <p className="feed-import__dry">{w.dryRun}</p> : null}
      {report.fatal ? (
        <p className="feed-import__fatal" role="alert">
          {w.fatal} {report.fatal}
        </p>
      ) : null}
      <Counts values={report.counts} labels={w.counts} />
      <Counts values={report.photos} labels={w.photos} />
      <h4>{w.messages}</h4>
      {messages.length === 0 ? (
        <p>{w.noMessage}</p>
      ) : (
        <ul className="feed-import__messages">
          {messages.map((m, i) => (
            <li
              key={i}
              className={`feed-import__message feed-import__message--${m.level ?? 'info'}`}
            >
              <strong>{w.levels[m.level ?? 'info'] ?? m.level}</strong>
              {m.ref || m.id ? <code>{m.ref ?? m.id}</code> : null}
              <span>{m.message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
