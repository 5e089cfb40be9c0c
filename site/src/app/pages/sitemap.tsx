import { SitemapPage } from '../../features/content/components/sitemap-page'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/sitemap'

export const meta: Route.MetaFunction = textMeta('sitemap.title', 'sitemap.metaDescription')

export default SitemapPage
