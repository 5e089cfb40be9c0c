import { useTranslation } from 'react-i18next'

import { currentLanguage } from '../../../i18n/i18n'
import { usePageMeta } from '../../../lib/use-page-meta'
import { useItems } from '../../items/api/get-items'
import { useFavouriteOffers } from '../../offers/api/get-offers'
import { OffersResults } from '../../offers/components/offers-results'
import { useFavourites } from '../lib/favourites-store'

/** /offers/favories: the visitor's favourites, or the spec's empty text. */
export function FavouritesPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const ids = useFavourites()
  const { data: items } = useItems()
  const { data, isPending, isError } = useFavouriteOffers(ids, lang)
  usePageMeta(t('favourites.title'), t('favourites.metaDescription'))
  // An offer unpublished since it was marked simply drops out; a removed favourite disappears at once.
  const offers = ids.length ? data?.data.filter((o) => ids.includes(String(o.of_id))) : []
  return (
    <main id="main" className="page container">
      <h1 className="page-title">{t('favourites.title')}</h1>
      <OffersResults offers={offers} services={data?.items_services ?? items?.services ?? []} items={items} loading={ids.length > 0 && isPending} failed={isError} emptyText={t('favourites.empty')} />
    </main>
  )
}
