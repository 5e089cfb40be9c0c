import { toLanguage } from '@contract/languages'
import { queryString } from '@contract/query-values'
import type { WebReadName } from '@contract/web-reads'

import { readContentPage } from '../content-pages/reads'
import { readCosts } from '../costs/reads'
import type { PreparedAnswer } from '../http/compression'
import { offerReads, type OnMiss } from '../offers/reads'
import { readPrivacy } from '../privacy/reads'
import { referenceReads } from '../reference/reads'
import type { AppDeps } from '../start/deps'
import { readComparables } from '../valuation/comparables-read'

/**
 * What a read is asked with, as an address carries it: its path's parameters and its query (strings,
 * or whatever a crafted query string makes of them: every read validates its own).
 */
export type ReadInput = { path: Record<string, string>; query: Record<string, unknown> }

/** How one public read is answered: by the server's page renders in process, and by its API route. */
export type ReadHandler = {
  answer: (input: ReadInput, onMiss: OnMiss) => Promise<PreparedAnswer>
  /** Whether its route counts the answers it makes anew against the address's budget (the reads that may miss often). */
  budgeted?: true
}

export type ReadHandlers = Record<WebReadName, ReadHandler>

type HandlerDeps = Pick<AppDeps, 'payload' | 'env' | 'publicCache' | 'offerStores'>

const langOf = (input: ReadInput) => toLanguage(queryString(input.query.lang))

/** The answer of every public read of the contract's table, by its name (the functions stay with their data). */
export function webReadHandlers(deps: HandlerDeps): ReadHandlers {
  const offers = offerReads(deps)
  const reference = referenceReads(deps)
  const costs = readCosts(deps)
  const privacy = readPrivacy(deps)
  const contentPage = readContentPage(deps)
  const comparables = readComparables(deps)
  return {
    site: { answer: () => reference.siteConfig() },
    trads: { answer: () => reference.translations() },
    items: { answer: () => reference.items() },
    rates: { answer: () => reference.rates() },
    districts: { answer: ({ query }) => reference.districts(query) },
    costs: { answer: () => costs() },
    privacy: { answer: () => privacy() },
    page: { answer: (input) => contentPage(input.path.name ?? '', input.query.lang) },
    offers: { answer: ({ query }, onMiss) => offers.list(query, onMiss), budgeted: true },
    offerMarkers: { answer: ({ query }, onMiss) => offers.list(query, onMiss), budgeted: true },
    similarOffers: {
      answer: (input, onMiss) => offers.similar(input.path.slug ?? '', langOf(input), onMiss),
      budgeted: true,
    },
    offer: {
      answer: (input, onMiss) => offers.detail(input.path.slug ?? '', langOf(input), onMiss),
      budgeted: true,
    },
    valuationComparables: { answer: ({ query }) => comparables(query) },
  }
}
