import { PartnersPage } from '../../features/content/components/partners-page'
import { textMeta } from '../ssr/route-data'
import { contentPageRoute } from './content-page-route'

const page = contentPageRoute('partners', PartnersPage)

export const meta = textMeta('partners.title', 'partners.metaDescription')
export const loader = page.loader
export const clientLoader = page.clientLoader
export default page.Page
