import { AgencyPage } from '../../features/content/components/agency-page'
import { textMeta } from '../ssr/route-data'
import { contentPageRoute } from './content-page-route'
import type { Route } from './+types/agency'

const page = contentPageRoute('agency', AgencyPage)

export const meta: Route.MetaFunction = textMeta('agency.title', 'agency.metaDescription')
export const loader: (args: Route.LoaderArgs) => ReturnType<typeof page.loader> = page.loader
export const clientLoader: (args: Route.ClientLoaderArgs) => ReturnType<typeof page.clientLoader> =
  page.clientLoader
export default page.Page
