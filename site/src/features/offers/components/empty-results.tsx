import { Link } from 'react-router'
import { formatPrice } from '@contract/format-price'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { useItems } from '../../../api/get-items'
import { BUDGET_MAX, isArea, type OfferFilter } from '../../../lib/offer-filter'
import { useAreaDistricts } from '../api/get-nearby-districts'
import { useOffersCounts } from '../api/get-offers-count'
import { widerBudget, withoutLastFilter } from '../lib/ways-out'

const NEARBY = 4
// The area's busiest districts whose offers are counted with the search's filters.
const COUNTED = 12

type EmptyResultsProps = {
  filter: OfferFilter
  /** The area drawn on the map, which the ways out keep. */
  bbox: string | null
  hrefOf: (next: OfferFilter) => string
  onAlert: () => void
}

/**
 * An empty search, and the ways out of it: the search without its last filter, a wider budget,
 * the other districts of an empty district's area, or an alert for when one comes. Each way out
 * is counted as the list would count it (the same filters, the same call) and offered only when
 * it finds something, the districts with what they find.
 */
export function EmptyResults({ filter, bbox, hrefOf, onAlert }: EmptyResultsProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data: items } = useItems()
  const district = isArea(filter.where)
    ? null
    : items?.districts?.find((d) => d.value === filter.where)
  const area = isArea(filter.where) ? filter.where : (district?.area ?? 'monaco')
  // An empty area has no district that finds something: only a district's neighbours are counted.
  const tilesArea = district && (area === 'monaco' || area === 'france') ? area : null
  const { data: districts, isPending: tilesPending } = useAreaDistricts(
    filter.salerent,
    tilesArea,
    lang,
  )
  const areaOf = (value: string) =>
    items?.districts?.find((d) => d.value === value)?.area ?? 'monaco'
  const last = withoutLastFilter(filter, areaOf)
  const wider = widerBudget(filter)
  const candidates = (tilesArea ? (districts ?? []) : [])
    .filter((d) => d.nb > 0 && d.value !== filter.where)
    .sort((a, b) => b.nb - a.nb)
    .slice(0, COUNTED)
    .map((d) => ({ ...d, filter: { ...filter, where: d.value, page: 1 } }))
  const ways = [last?.filter, wider].filter((f): f is OfferFilter => !!f)
  // Nothing is offered before its own count has come, and all come at once (no way out shown, then hidden).
  const known = !tilesArea || !tilesPending
  const counted = known ? [...ways, ...candidates.map((d) => d.filter)] : []
  const counts = useOffersCounts(counted, lang, bbox).data ?? []
  const finds = (f: OfferFilter | null | undefined) => !!f && (counts[ways.indexOf(f)] ?? 0) > 0
  const nearby = candidates
    .map((d, i) => ({ ...d, nb: counts[ways.length + i] ?? 0 }))
    .filter((d) => d.nb > 0)
    .sort((a, b) => b.nb - a.nb)
    .slice(0, NEARBY)

  return (
    <section className="empty-results" aria-labelledby="empty-results-title">
      <p id="empty-results-title" className="empty-results__title">
        {t('list.empty')}
      </p>
      <p className="empty-results__lead">{t('empty.lead')}</p>
      <ul className="empty-results__ways">
        {last && finds(last.filter) && (
          <li>
            <Link className="button button--small" to={hrefOf(last.filter)}>
              {t('empty.removeLast', { filter: t(`empty.filter.${last.name}`) })}
            </Link>
          </li>
        )}
        {wider && finds(wider) && (
          <li>
            <Link className="button button--small button--ghost" to={hrefOf(wider)}>
              {t('empty.widenBudget', {
                min: formatPrice(wider.budgetMin, lang),
                max:
                  wider.budgetMax === BUDGET_MAX
                    ? t('budget.noLimit')
                    : formatPrice(wider.budgetMax, lang),
              })}
            </Link>
          </li>
        )}
        <li>
          <button type="button" className="button button--small button--ghost" onClick={onAlert}>
            {t('empty.saveAlert')}
          </button>
        </li>
      </ul>
      {nearby.length > 0 && (
        <nav className="empty-results__nearby" aria-label={t('empty.nearby')}>
          <p className="empty-results__nearby-title">{t('empty.nearby')}</p>
          <ul className="tags">
            {nearby.map((d) => (
              <li key={d.value}>
                <Link className="tag" to={hrefOf(d.filter)}>
                  {d.text} <span className="muted">({d.nb})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  )
}
