import type { ComponentType } from 'react'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { useItems } from '../../../api/get-items'
import { useFavouriteOffers } from '../../../api/get-offers'
import { useFavourites } from '../../../lib/favourites-store'
import type { OffersResultsProps } from '../../../lib/offers-results-props'

/** /offers/favories: the visitor's favourites, or the empty text. */
export function FavouritesPage({ Results }: { Results: ComponentType<OffersResultsProps> }) {
  const { t } = useTexts()
  const lang = useLanguage()
  const ids = useFavourites()
  const { data: items } = useItems()
  const { data, isPending, isError } = useFavouriteOffers(ids, lang)
  // An offer unpublished since it was marked simply drops out; a removed favourite disappears at once.
  // With none left (signed out, all removed), the empty text, whatever an earlier load met.
  const offers = ids.length ? data?.data.filter((o) => ids.includes(String(o.of_id))) : []
  return (
    <main id="main" className="page container">
      <h1 className="page-title">{t('favourites.title')}</h1>
      <Results
        offers={offers}
        services={data?.items_services ?? items?.services ?? []}
        items={items}
        loading={ids.length > 0 && isPending}
        failed={ids.length > 0 && isError}
        emptyText={t('favourites.empty')}
      />
    </main>
  )
}
