import type { RetentionSummary } from './retention-summary'
import type { DashboardWords } from './dashboard-words'

type Props = {
  summary: RetentionSummary
  words: DashboardWords['retention']
  numberLocale: string
}

/** What the retention run anonymised (last 30 days, in all) and the period in force, with links to the records and the setting. */
export function RetentionCard({ summary, words, numberLocale }: Props) {
  const number = (n: number) => n.toLocaleString(numberLocale)
  const state = summary.total === 0 ? 'empty' : 'info'
  return (
    <section
      className={`agency-dashboard__card agency-dashboard__card--${state}`}
      aria-label={words.title}
    >
      <header className="agency-dashboard__card-head">
        <h3 className="agency-dashboard__card-title">{words.title}</h3>
        <span className="agency-dashboard__count" title={words.lastDays}>
          {number(summary.lastDays)}
        </span>
      </header>
      <ul className="agency-dashboard__items">
        <li>
          <span>{words.lastDays}</span>
          <span className="agency-dashboard__detail" data-retention="last-days">
            {number(summary.lastDays)}
          </span>
        </li>
        <li>
          <span>{words.total}</span>
          <span className="agency-dashboard__detail" data-retention="total">
            {number(summary.total)}
          </span>
        </li>
        <li>
          <a href={summary.settingsHref}>{words.period}</a>
          <span className="agency-dashboard__detail" data-retention="months">
            {words.months(number(summary.months))}
          </span>
        </li>
      </ul>
      {summary.total > 0 ? (
        <>
          <a className="agency-dashboard__more" href={summary.messagesHref}>
            {words.messages} →
          </a>
          <a className="agency-dashboard__more" href={summary.visitsHref}>
            {words.visits} →
          </a>
        </>
      ) : null}
    </section>
  )
}
