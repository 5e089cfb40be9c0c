import { PartnersPage } from '../../features/content/components/partners-page'
import { textMeta } from '../ssr/route-data'
import { contentPageRoute } from './content-page-route'
import type { Route } from './+types/partners'

const page = contentPageRoute('partners', PartnersPage)

export const meta: Route.MetaFunction = textMeta('partners.title', 'partners.metaDescription')
export const loader: (args: Route.LoaderArgs) => ReturnType<typeof page.loader> = page.loader
export const clientLoader: (args: Route.ClientLoaderArgs) => ReturnType<typeof page.clientLoader> =
  page.clientLoader
export default page.Page
