/** What an offer's name and description are built from, independent of the language. */
export type OfferFacts = {
  type: string // item text: apartment, villa, …
  pieces: number
  bedrooms: number
  bathrooms: number
  surface: number
  terrace: number
  view: View
  feature: Feature
  closing: number
  building: string
  place: string // already in the bank's language
}
export type View = 'sea' | 'port' | 'garden' | 'city' | 'panoramic' | 'quiet'
export type Feature =
  'terrace' | 'pool' | 'renovated' | 'concierge' | 'parking' | 'garden' | 'office' | 'storage'
export const VIEWS: readonly View[] = ['sea', 'port', 'garden', 'city', 'panoramic', 'quiet']

/** One language's phrase bank: whole sentences with their own grammar, never word-by-word. */
export type Bank = {
  name: (o: OfferFacts) => string
  intro: (o: OfferFacts) => string
  layout: (o: OfferFacts) => string
  feature: (o: OfferFacts) => string
  closings: readonly string[]
  buildingDescription: (name: string, place: string, variant: number) => string
}

export const RESIDENTIAL = new Set(['apartment', 'studio', 'villa', 'penthouse', 'duplex'])
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
