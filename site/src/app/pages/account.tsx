import { AccountRoute } from '../routes/account-route'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('account.title', 'login.description')

export default AccountRoute
