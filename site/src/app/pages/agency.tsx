import { AgencyPage } from '../../features/content/components/agency-page'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('agency.title', 'agency.metaDescription')

export default AgencyPage
