import type { Language } from '@contract/languages'
import { ApiError } from '@contract/api-error'

import type { Offer } from '@cms/payload-types'
import { offerWhere, parseOfferFilter } from '@cms/domain/offers/filter'
import { idPatternOf } from '@cms/domain/payload/id-pattern'
import type { PreparedAnswer } from '../http/compression'
import type { AppDeps } from '../start/deps'
import { JsonBytes } from '../public-cache'
import {
  cardsAsJson,
  countPublicOffers,
  findPublicOffers,
  servicesIn,
  withRelations,
} from './repository'
import { OFFER_SELECT } from '@cms/domain/offers/offer-select'
import { negotiatorOf, toNegotiator } from '@cms/domain/offers/offer-negotiator'
import { findMapMarkers } from './map-markers'
import { featuredWhere } from './featured'
import { findSimilarOffers, SCORE_SELECT } from './similar'

/** Wraps the work of an answer the public cache does not hold yet (the API marks it for its per-address budget). */
export type OnMiss = <T>(compute: () => Promise<T>) => () => Promise<T>
const asIs: OnMiss = (compute) => compute
const COMMA = Buffer.from(',')

/** `view=map`: the compact answer of the map (every match, no page); absent or `list`: the list. */
function viewOf(q: Record<string, unknown>): 'list' | 'map' {
  const v = q.view
  if (v === undefined || v === '' || v === 'list') return 'list'
  if (v === 'map') return 'map'
  throw new ApiError('invalid_input', 'view must be list or map', ['view'])
}

/**
 * The public offer reads, as GET /offers, /offers/:slug and /offers/:slug/similar answer them and
 * as the site's server render reads them in process: kept in the public cache, counted nowhere
 * (the detail route counts its own callers).
 */
export function offerReads({
  payload,
  publicCache: cache,
  offerStores,
}: Pick<AppDeps, 'payload' | 'publicCache' | 'offerStores'>) {
  const numericIds = payload.db.defaultIDType === 'number'
  const idPattern = idPatternOf(payload)
  const toId = (s: string) => (numericIds ? Number(s) : s)

  /** A filtered list, its map markers, or the home carousel (`query` as the address's query). */
  async function list(
    query: Record<string, unknown>,
    onMiss: OnMiss = asIs,
  ): Promise<PreparedAnswer> {
    const view = viewOf(query)
    const filter = parseOfferFilter(query, idPattern)
    if (view === 'map')
      return cache.json(
        `offers-map:${JSON.stringify({ ...filter, skip: 0, limit: 0, sort: undefined })}`,
        onMiss(async () => ({
          err: null,
          data: await findMapMarkers(payload, offerWhere(filter, toId), filter.lang),
        })),
      )
    // The key is the whole validated filter, its order and the home row's flag included.
    return cache.json(
      `offers:${JSON.stringify(filter)}`,
      onMiss(async () => {
        const where = offerWhere(filter, toId)
        const [found, rowsAll, services] = await Promise.all([
          findPublicOffers(
            payload,
            offerStores,
            filter.featured ? await featuredWhere(payload, where) : where,
            filter.lang,
            filter.skip,
            filter.limit,
            filter,
          ),
          countPublicOffers(payload),
          servicesIn(payload, filter.lang),
        ])
        const cards = await cardsAsJson(payload, offerStores.cards, found.docs, filter.lang)
        const meta = { total: found.total, rows_all: rowsAll }
        // The shape of { err, data, meta, items_services }, with the cards' JSON kept from earlier lists.
        return new JsonBytes(
          Buffer.concat([
            Buffer.from('{"err":null,"data":['),
            ...cards.flatMap((card, i) => (i ? [COMMA, card] : [card])),
            Buffer.from(
              `],"meta":${JSON.stringify(meta)},"items_services":${JSON.stringify(services)}}`,
            ),
          ]),
        )
      }),
    )
  }

  /** The offers like the one of `slug`. */
  function similar(slug: string, lang: Language, onMiss: OnMiss = asIs): Promise<PreparedAnswer> {
    if (slug.length > 200) throw new ApiError('not_found', 'No such offer')
    return cache.json(
      `similar:${lang}:${slug}`,
      onMiss(async () => {
        const found = await payload.find({
          collection: 'offers',
          where: { of_slug_fr: { equals: slug } },
          select: SCORE_SELECT,
          depth: 0,
          limit: 1,
          pagination: false,
          overrideAccess: false,
        })
        const target = found.docs[0] as Offer | undefined
        if (!target) throw new ApiError('not_found', 'No such offer')
        return {
          err: null,
          data: await withRelations(payload, await findSimilarOffers(payload, target, lang), lang),
        }
      }),
    )
  }

  /** An offer's detail; throws not_found for an unknown or unpublished one. */
  function detail(slug: string, lang: Language, onMiss: OnMiss = asIs): Promise<PreparedAnswer> {
    if (slug.length > 200) throw new ApiError('not_found', 'No such offer')
    return cache.json(
      `offer:${lang}:${slug}`,
      onMiss(async () => {
        const [found, services] = await Promise.all([
          payload.find({
            collection: 'offers',
            where: { of_slug_fr: { equals: slug } },
            select: OFFER_SELECT,
            depth: 0,
            locale: lang,
            limit: 1,
            pagination: false,
            overrideAccess: false,
          }),
          servicesIn(payload, lang),
        ])
        const offer = found.docs[0] as Offer | undefined
        if (!offer) throw new ApiError('not_found', 'No such offer')
        const [[card], negotiator] = await Promise.all([
          withRelations(payload, [offer], lang),
          negotiatorOf(payload, offer),
        ])
        const data = { ...card, of_negotiator: toNegotiator(negotiator) }
        return { err: null, data, items_services: services }
      }),
    )
  }

  return { list, similar, detail }
}

export type OfferReads = ReturnType<typeof offerReads>
