import { FavouritesPage } from '../../features/favourites/components/favourites-page'
import { OffersResults } from '../../features/offers/components/offers-results'

/** /offers/favories: the favourites shown with the offers feature's cards. */
export function FavouritesRoute() {
  return <FavouritesPage Results={OffersResults} />
}
