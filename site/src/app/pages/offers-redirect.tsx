import { OffersRedirect } from '../../features/offers/components/offers-redirect'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('home.metaTitle', 'home.metaDescription')

export default OffersRedirect
