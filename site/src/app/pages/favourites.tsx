import { FavouritesRoute } from '../routes/favourites-route'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/favourites'

export const meta: Route.MetaFunction = textMeta('favourites.title', 'favourites.metaDescription')

export default FavouritesRoute
