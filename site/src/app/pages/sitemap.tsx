import { SitemapPage } from '../../features/content/components/sitemap-page'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('sitemap.title', 'sitemap.metaDescription')

export default SitemapPage
