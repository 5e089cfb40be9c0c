import { AccountRoute } from '../routes/account-route'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/account'

export const meta: Route.MetaFunction = textMeta('account.title', 'login.description')

export default AccountRoute
