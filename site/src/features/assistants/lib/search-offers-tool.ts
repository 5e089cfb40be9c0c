import { formatPrice, priceLines } from '@contract/format-price'
import { formatArea } from '@contract/format-surface'
import { type Offer, offerDetailPath, offerName } from '@contract/offer'

import { getItems, type Items } from '../../../api/get-items'
import { getOffers } from '../../../api/get-offers'
import type { WebReader } from '../../../lib/web-client'
import {
  AREAS,
  BUDGET_MAX,
  BUDGET_MIN,
  defaultFilter,
  filterToQuery,
  type OfferFilter,
  ROOM_CHOICES,
  SALE_RENTS,
  type SaleRent,
} from '../../../lib/offer-filter'
import { districtLabel } from '../../../lib/offer-labels'
import type { ModelContextTool, ToolAnswer } from './model-context'

/** The texts of the tool, in the page's language. */
type Translate = (key: string, options?: Record<string, unknown>) => string

export const SEARCH_OFFERS_TOOL = 'search_offers'
/** Offers one answer lists at most (the list page shows the rest). */
const MOST = 20
const DEFAULT_COUNT = 10

type SearchInput = {
  salerent?: unknown
  where?: unknown
  rooms?: unknown
  budget_min?: unknown
  budget_max?: unknown
  limit?: unknown
}

const whole = (v: unknown, min: number, max: number): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n)
    ? Math.min(max, Math.max(min, Math.round(n)))
    : undefined
}

/** The list's filter for what an assistant asked; what it cannot read is left to the default. */
export function filterOfInput(input: SearchInput, items: Items): OfferFilter {
  const districts = (items.districts ?? []).map((d) => d.value)
  const where = typeof input.where === 'string' ? input.where.trim().toLowerCase() : ''
  const rooms = whole(input.rooms, 1, ROOM_CHOICES.length)
  return {
    ...defaultFilter,
    salerent: SALE_RENTS.includes(input.salerent as SaleRent)
      ? (input.salerent as SaleRent)
      : defaultFilter.salerent,
    where:
      (AREAS as readonly string[]).includes(where) || districts.includes(where) ? where : 'monaco',
    pieces: rooms ? [rooms] : [],
    budgetMin: whole(input.budget_min, BUDGET_MIN, BUDGET_MAX) ?? BUDGET_MIN,
    budgetMax: whole(input.budget_max, BUDGET_MIN, BUDGET_MAX) ?? BUDGET_MAX,
  }
}

/** One offer as an assistant reads it: what the list's card shows, and the address of its page. */
export function offerSummary(
  offer: Offer,
  items: Items,
  t: Translate,
  lang: string,
  origin: string,
) {
  const surface = offer.of_surface || offer.of_surface_livable
  const price = priceLines(offer)
    .map(
      (line) =>
        `${t(line.kind === 'sale' ? 'price.sale' : 'price.rent')} ${
          line.onRequest
            ? t('price.onRequest')
            : `${formatPrice(line.amount, lang)}${
                line.kind === 'rent'
                  ? ` ${t(line.per === 'month' ? 'price.perMonth' : 'price.perYear')}`
                  : ''
              }`
        }`,
    )
    .join(' · ')
  return {
    name: offerName(offer, lang),
    price,
    rooms: offer.of_nbpieces ?? null,
    bedrooms: offer.of_nbrooms ?? null,
    surface: surface ? formatArea(surface, 'm2', lang) : null,
    district: districtLabel(offer.of_district, items, lang) || null,
    url: new URL(offerDetailPath(offer.of_slug_fr), origin).href,
  }
}

/**
 * `search_offers`: the published offers matching an assistant's filters, read through the same
 * public API as the list page; reads only, so an assistant may call it without asking.
 */
export function searchOffersTool(opts: {
  t: Translate
  lang: string
  read: WebReader
  origin: string
  /** The reference data the page has: its districts are named in the description of `where`. */
  items?: Items
}): ModelContextTool {
  const { t, lang, read, origin, items: known } = opts
  const districts = (known?.districts ?? [])
    .map((d) => `${d.value} (${districtLabel(d.value, known, lang)})`)
    .join(', ')
  return {
    name: SEARCH_OFFERS_TOOL,
    description: t('assistant.searchOffers'),
    annotations: { readOnlyHint: true },
    inputSchema: {
      type: 'object',
      properties: {
        salerent: {
          type: 'string',
          enum: [...SALE_RENTS],
          description: t('assistant.param.salerent'),
        },
        where: {
          type: 'string',
          description: t('assistant.param.where', { areas: AREAS.join(', '), districts }),
        },
        rooms: {
          type: 'integer',
          minimum: 1,
          maximum: ROOM_CHOICES.length,
          description: t('assistant.param.rooms'),
        },
        budget_min: { type: 'number', minimum: 0, description: t('assistant.param.budgetMin') },
        budget_max: { type: 'number', minimum: 0, description: t('assistant.param.budgetMax') },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: MOST,
          description: t('assistant.param.limit', { most: MOST }),
        },
      },
    },
    execute: async (input): Promise<ToolAnswer> => {
      const items = known?.districts?.length ? known : await getItems(read)
      const filter = filterOfInput(input, items)
      const query = {
        ...filterToQuery(filter, lang),
        limit: whole(input.limit, 1, MOST) ?? DEFAULT_COUNT,
      }
      const { data, meta } = await getOffers(read, query)
      const answer = {
        total: meta.total,
        offers: data.map((o) => offerSummary(o, items, t, lang, origin)),
      }
      return { content: [{ type: 'text', text: JSON.stringify(answer) }] }
    },
  }
}
