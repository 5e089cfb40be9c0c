import type { DashboardItem } from './load-dashboard'

type Props = {
  title: string
  count: number
  items: Array<DashboardItem & { views?: number }>
  listHref: string
  words: { seeList: string; nothing: string; views: string }
  /** Numbers are written as the staff member's language writes them. */
  numberLocale: string
  /** Today's work: a card with something in it asks for attention. */
  attention?: boolean
}

/** A count, the first documents (each a link to it) and a link to the whole filtered list. */
export function DashboardCard({
  title,
  count,
  items,
  listHref,
  words,
  numberLocale,
  attention = false,
}: Props) {
  const number = (n: number) => n.toLocaleString(numberLocale)
  const state = count === 0 ? 'empty' : attention ? 'attention' : 'info'
  return (
    <section
      className={`agency-dashboard__card agency-dashboard__card--${state}`}
      aria-label={title}
    >
      <header className="agency-dashboard__card-head">
        <h3 className="agency-dashboard__card-title">{title}</h3>
        <a className="agency-dashboard__count" href={listHref}>
          {number(count)}
        </a>
      </header>
      {items.length > 0 ? (
        <ul className="agency-dashboard__items">
          {items.map((item) => (
            <li key={String(item.id)}>
              <a href={item.href}>{item.title || `#${item.id}`}</a>
              {item.views !== undefined ? (
                <span className="agency-dashboard__detail">{`${number(item.views)} ${words.views}`}</span>
              ) : item.detail ? (
                <span className="agency-dashboard__detail">{item.detail}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="agency-dashboard__nothing">{words.nothing}</p>
      )}
      {count > 0 ? (
        <a className="agency-dashboard__more" href={listHref}>
          {words.seeList} →
        </a>
      ) : null}
    </section>
  )
}
