import { OffersRedirect } from '../../features/offers/components/offers-redirect'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/offers-redirect'

export const meta: Route.MetaFunction = textMeta('home.metaTitle', 'home.metaDescription')

export default OffersRedirect
