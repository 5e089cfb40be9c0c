import { LoginPage } from '../../features/auth/components/login-page'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('login.title', 'login.description')

export default LoginPage
