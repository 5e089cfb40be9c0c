import { ExtranetRedirect } from '../layout/extranet-redirect'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/extranet'

export const meta: Route.MetaFunction = textMeta('login.title', 'login.description')

export default ExtranetRedirect
