import { useTexts } from '../../../i18n/texts'
import type { OffersResultsProps } from '../../../lib/offers-results-props'
import { OffersGrid } from './offers-grid'

/** The cards, or the loading, failure or empty state. */
export function OffersResults({
  offers,
  count,
  services,
  items,
  loading,
  failed,
  emptyText,
}: OffersResultsProps) {
  const { t } = useTexts()
  if (failed) return <p className="notice notice--error">{t('list.loadError')}</p>
  if (loading && !offers)
    return <div className="skeleton-grid" aria-busy="true" aria-label={t('app.loading')} />
  if (!offers?.length) return <p className="notice">{emptyText ?? t('list.empty')}</p>
  return <OffersGrid offers={offers} count={count} services={services} items={items} />
}
