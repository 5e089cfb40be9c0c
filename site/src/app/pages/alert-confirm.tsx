import { alertLinkPage } from './alert-link-page'

/** /alerts/confirm/:token: the mailed link's page, whose button confirms the alert. */
const page = alertLinkPage({
  kind: 'confirm',
  isDone: (link) => link.confirmed === true,
  done: 'confirmed',
})

export const loader = page.loader
export const clientLoader = page.clientLoader
export const action = page.action
export const meta = page.meta
export default page.Page
