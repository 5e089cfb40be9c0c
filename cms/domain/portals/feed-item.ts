import type { EnergyClass } from '@contract/energy'
import type { Language } from '@contract/languages'

import type { FeedPlace } from './feed-place'
import type { FeedPrice } from './feed-price'
import type { FeedType } from './feed-type'

/** One offer as both feed formats need it: what the API shows of it, in portal terms. */
export type FeedItem = {
  ref: string
  /** The last change of the offer or its building (ISO): a portal updates its copy when it changes. */
  updatedAt: string
  price: FeedPrice
  type: FeedType
  place: FeedPlace
  headline: string
  bedrooms: number | null
  bathrooms: number | null
  /** m², whole. */
  built: number | null
  plot: number | null
  terrace: number | null
  pool: boolean
  /** Service names in English, then the terrace's surface. */
  features: string[]
  /** Plain text, only in the languages staff wrote it in. */
  descriptions: Partial<Record<Language, string>>
  urls: Record<Language, string>
  photos: string[]
  /** French diagnosis letters, when the offer is in France and diagnosed; null elsewhere. */
  energy: { consumption: EnergyClass | null; emissions: EnergyClass | null } | null
}
