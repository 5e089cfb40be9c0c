import { alertLinkPage } from './alert-link-page'

/** /alerts/unsubscribe/:token: the mailed link's page, whose button stops the alert. */
const page = alertLinkPage({
  kind: 'unsubscribe',
  isDone: (link) => link.unsubscribed === true,
  done: 'unsubscribed',
})

export const loader = page.loader
export const clientLoader = page.clientLoader
export const action = page.action
export const meta = page.meta
export default page.Page
