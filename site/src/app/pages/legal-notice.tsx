import { privacyQuery } from '../../features/content/api/get-privacy'
import { LegalNoticePage } from '../../features/content/components/legal-notice-page'
import { pageMeta } from '../ssr/page-meta'
import { rootOf } from '../ssr/route-data'
import { contentPageRoute } from './content-page-route'
import type { Route } from './+types/legal-notice'

// The retention period the personal-data section states is read with the page's text.
const page = contentPageRoute('legal', LegalNoticePage, 'fr', [privacyQuery])

// The legal notice is in French whatever the language, and so is its head.
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootOf(matches), location, {
    title: 'Mentions légales',
    description:
      "Mentions légales du site de l'agence Belsunce Immobilier : éditeur, hébergement, données personnelles et cookies.",
  })

export const loader: (args: Route.LoaderArgs) => ReturnType<typeof page.loader> = page.loader
export const clientLoader: (args: Route.ClientLoaderArgs) => ReturnType<typeof page.clientLoader> =
  page.clientLoader
export default page.Page
