import { ContactPage } from '../../features/contact/components/contact-page'
import { textMeta } from '../ssr/route-data'

export const meta = textMeta('contact.title', 'contact.metaDescription')

export default ContactPage
