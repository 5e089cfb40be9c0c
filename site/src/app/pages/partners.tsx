import { PartnersPage } from '../../features/content/components/partners-page'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('partners.title', 'partners.metaDescription')

export default PartnersPage
