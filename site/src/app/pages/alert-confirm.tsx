import { confirmSearch } from '../../features/alerts/api/searches'
import { alertLinkPage } from './alert-link-page'

/** /alerts/confirm/:token: the mailed link that confirms the alert. */
const page = alertLinkPage(confirmSearch, 'confirmed')

export const loader = page.loader
export const clientLoader = page.clientLoader
export const meta = page.meta
export default page.Page
