import { SubscribePage } from '../../features/auth/components/subscribe-page'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/subscribe'

export const meta: Route.MetaFunction = textMeta('subscribe.title', 'subscribe.description')

export default SubscribePage
