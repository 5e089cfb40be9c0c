import { SubscribePage } from '../../features/auth/components/subscribe-page'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('subscribe.title', 'subscribe.description')

export default SubscribePage
