export type { Distance, Offer, Service } from '@contract/offer'
export type { Id } from '@contract/envelope'
export { buildingDescription, imagePath as imageUrl, isMonacoCity, offerName, offerServices, offerText } from '@contract/offer'
