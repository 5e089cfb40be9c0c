import { LoginPage } from '../../features/auth/components/login-page'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = textMeta('login.title', 'login.description')

export default LoginPage
