export type { Distance, Offer, Service } from '@contract/offer'
export type { Id } from '@contract/envelope'
export { buildingDescription, buildingHtml, imagePath as imageUrl, isMonacoCity, offerHtml, offerName, offerServices, offerText } from '@contract/offer'
