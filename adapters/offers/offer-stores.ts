import type { Payload } from 'payload'
import type { Offer as ApiOffer } from '@contract/offer'

import type { Id } from '@cms/domain/payload/payload-values'
import type { Offer } from '@cms/payload-types'
import { createFollowedStore, type FollowedStore } from '../public-cache/followed-store'

/** A mapped offer kept with the document it was mapped from (the same object, so that a kept card is recognized). */
export type Card = { doc: Offer; card: ApiOffer; json?: Buffer }

/** The ids of a window of the public offers in some order, and how many match. */
export type IdWindow = { ids: Id[]; total: number }

// Enough for every offer of a large agency in each language.
const MAX_CARDS = 30_000
// Windows of every list, page and order a busy site shows at once.
const MAX_WINDOWS = 2_000

/**
 * What the public offer lists keep between requests, each entry dropped when a change touches what
 * it was made from: the mapped offers (`cards`, tagged with the offer and what it joins: its
 * building, the building's country, the school distances) and the windows of ids of each list, page
 * and order (`windows`). A list is then made of a light query of ids, or none, and the cards kept.
 */
export type OfferStores = {
  cards: FollowedStore<Card>
  windows: FollowedStore<IdWindow>
  /** Stops following the data (the server is closing). */
  close: () => void
}

export function createOfferStores(payload: Payload): OfferStores {
  const cards = createFollowedStore<Card>(payload, { maxEntries: MAX_CARDS })
  const windows = createFollowedStore<IdWindow>(payload, { maxEntries: MAX_WINDOWS })
  return {
    cards,
    windows,
    close: () => {
      cards.close()
      windows.close()
    },
  }
}
