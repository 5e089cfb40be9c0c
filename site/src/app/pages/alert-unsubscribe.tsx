import { alertLinkPage } from './alert-link-page'
import type { Route } from './+types/alert-unsubscribe'

/** /alerts/unsubscribe/:token: the mailed link's page, whose button stops the alert. */
const page = alertLinkPage({
  kind: 'unsubscribe',
  isDone: (link) => link.unsubscribed === true,
  done: 'unsubscribed',
})

export const loader: (args: Route.LoaderArgs) => ReturnType<typeof page.loader> = page.loader
export const clientLoader: (args: Route.ClientLoaderArgs) => ReturnType<typeof page.clientLoader> =
  page.clientLoader
export const action: (args: Route.ActionArgs) => ReturnType<typeof page.action> = page.action
export const meta: Route.MetaFunction = page.meta
export default page.Page
