import Link from 'next/link'

import type { PortalSummary } from './load-portals'
import type { PortalsWords } from './portals-words'
import { REFUSAL_LABELS } from '../../domain/portals/refusal-reasons'
import { FeedSecret } from './feed-secret'

type Props = {
  portal: PortalSummary
  w: PortalsWords
  lang: 'fr' | 'en'
  admin: string
  when: Intl.DateTimeFormat
}

/** One portal: its feed's address and token, what the feed carries, its last fetch, what it refuses. */
export function PortalCard({ portal: p, w, lang, admin, when }: Props) {
  const secretWords = { show: w.show, hide: w.hide, copy: w.copy, copied: w.copied }
  const editHref = `${admin}/collections/portals/${encodeURIComponent(String(p.id))}`
  return (
    <section className="agency-portals__card" data-portal-id={String(p.id)} aria-label={p.name}>
      <header className="agency-table__header" style={{ margin: 0 }}>
        <h2>{p.name}</h2>
        <span className={`agency-status agency-status--${p.active ? 'sent' : 'failed'}`}>
          {p.active ? w.active : w.inactive}
        </span>
        <Link href={editHref}>{w.edit}</Link>
      </header>
      <dl>
        <dt>{w.format}</dt>
        <dd>
          {p.format} · {p.includeAll ? w.includeAll : w.ticked}
        </dd>
        <dt>{w.address}</dt>
        <dd>
          <FeedSecret value={p.address} words={secretWords} />
        </dd>
        <dt>{w.token}</dt>
        <dd>
          <FeedSecret value={p.token} masked words={secretWords} />
        </dd>
        <dt>{w.inFeed}</dt>
        <dd className="agency-portals__count">{w.offers(p.offers)}</dd>
        <dt>{w.lastFetch}</dt>
        <dd className="agency-portals__fetch">
          {p.lastFetch
            ? `${p.lastFetch.at ? when.format(new Date(p.lastFetch.at)) : p.lastFetch.day} — ${w.fetchesThatDay(p.lastFetch.count, p.lastFetch.day)}`
            : w.never}
        </dd>
        {p.lastFetch ? (
          <>
            <dt>{w.userAgent}</dt>
            <dd>
              <code className="agency-portals__ua">{p.lastFetch.userAgent || '—'}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <h3 style={{ fontSize: '1rem', margin: '12px 0 8px' }}>{w.refused(p.refused.length)}</h3>
      {p.refused.length > 0 ? (
        <div className="agency-table__scroll">
          <table className="agency-table agency-portals__refused">
            <thead>
              <tr>
                <th scope="col">{w.offer}</th>
                <th scope="col">{w.reasons}</th>
              </tr>
            </thead>
            <tbody>
              {p.refused.map((o) => (
                <tr key={String(o.id)} data-offer-id={String(o.id)}>
                  <td>
                    <Link href={`${admin}/collections/offers/${encodeURIComponent(String(o.id))}`}>
                      {o.ref} — {o.name}
                    </Link>
                  </td>
                  <td>
                    <ul className="agency-portals__reasons">
                      {o.reasons.map((r) => (
                        <li key={r}>{REFUSAL_LABELS[r]?.[lang] ?? r}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
