import { ExtranetRedirect } from '../layout/extranet-redirect'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('login.title', 'login.description')

export default ExtranetRedirect
