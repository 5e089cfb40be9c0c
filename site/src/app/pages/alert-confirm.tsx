import { alertLinkPage } from './alert-link-page'
import type { Route } from './+types/alert-confirm'

/** /alerts/confirm/:token: the mailed link's page, whose button confirms the alert. */
const page = alertLinkPage({
  kind: 'confirm',
  isDone: (link) => link.confirmed === true,
  done: 'confirmed',
})

export const loader: (args: Route.LoaderArgs) => ReturnType<typeof page.loader> = page.loader
export const clientLoader: (args: Route.ClientLoaderArgs) => ReturnType<typeof page.clientLoader> =
  page.clientLoader
export const action: (args: Route.ActionArgs) => ReturnType<typeof page.action> = page.action
export const meta: Route.MetaFunction = page.meta
export default page.Page
