import { unsubscribeSearch } from '../../features/alerts/api/searches'
import { alertLinkPage } from './alert-link-page'

/** /alerts/unsubscribe/:token: the mailed link that stops the alert. */
const page = alertLinkPage(unsubscribeSearch, 'unsubscribed')

export const loader = page.loader
export const clientLoader = page.clientLoader
export const meta = page.meta
export default page.Page
