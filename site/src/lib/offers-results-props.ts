import type { Offer } from '@contract/offer'

import type { Items, Service } from '../api/get-items'

/** What a list of offer cards shows: the cards, or the loading, failure or empty state. */
export type OffersResultsProps = {
  offers: Offer[] | undefined
  /** How many offers the page has, when `offers` holds the first ones only. */
  count?: number
  services: Service[]
  items: Items | undefined
  loading: boolean
  failed: boolean
  emptyText?: string
}
