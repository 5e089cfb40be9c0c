import { AgencyPage } from '../../features/content/components/agency-page'
import { textMeta } from '../ssr/route-data'
import { contentPageRoute } from './content-page-route'

const page = contentPageRoute('agency', AgencyPage)

export const meta = textMeta('agency.title', 'agency.metaDescription')
export const loader = page.loader
export const clientLoader = page.clientLoader
export default page.Page
