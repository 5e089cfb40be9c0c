import { ContactPage } from '../../features/contact/components/contact-page'
import { textMeta } from '../ssr/route-data'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = textMeta('contact.title', 'contact.metaDescription')

export default ContactPage
