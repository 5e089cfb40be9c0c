import type { Offer } from '@contract/offer'

export type { Distance, Offer, Service } from '@contract/offer'
export type { Id } from '@contract/envelope'

/** The name, text and building description in the asked language (the API already fell back to English). */
export const offerName = (o: Offer, lang: string) => String((o as Record<string, unknown>)[`of_name_${lang}`] ?? o.of_name_en ?? '')
export const offerText = (o: Offer, lang: string) => String((o as Record<string, unknown>)[`of_text_${lang}`] ?? o.of_text_en ?? '')
export const buildingDescription = (o: Offer, lang: string) => String((o.bu_id as Record<string, unknown> | null)?.[`bu_description_${lang}`] ?? o.bu_id?.bu_description_en ?? '')

export { imagePath as imageUrl, isMonacoCity, offerServices } from '@contract/offer'
export const isMonaco = (o: Offer) => (o.bu_id?.bu_city ?? '').toUpperCase() === 'MONACO'
