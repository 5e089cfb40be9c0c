import { FavouritesRoute } from '../routes/favourites-route'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('favourites.title', 'favourites.metaDescription')

export default FavouritesRoute
