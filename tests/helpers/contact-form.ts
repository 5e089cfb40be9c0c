import type { ContactMessageFields } from '@contract/contact-message'

import { solveCaptcha } from './captcha'
import { call } from './http'

/** A filled contact form, any field replaced by `over`. */
export const contactForm = (over: Partial<ContactMessageFields> = {}): ContactMessageFields => ({
  firstname: 'Jean',
  name: 'Dupont',
  country: 'France',
  email: 'jean@example.com',
  tel: '0600000000',
  message: 'Rappelez-moi',
  ...over,
})

/** The contact form sent as the site sends it, its robot check solved. */
export const sendContactForm = async (baseUrl: string, form: ContactMessageFields) =>
  call(baseUrl, 'POST', '/web/1.0/contactus', { ...form, altcha: await solveCaptcha(baseUrl) })
