/** A phone number as a `tel:` address (digits and a leading +). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/** A WhatsApp chat with `number` (international form; WhatsApp wants the digits only). */
export const whatsappHref = (number: string): string => `https://wa.me/${number.replace(/\D/g, '')}`
