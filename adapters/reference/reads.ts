import type { Where } from 'payload'
import { z } from 'zod'
import { toLanguage } from '@contract/languages'
import { queryString } from '@contract/query-values'
import { SALE_RENT } from '@contract/limits'
import { FOREIGN_CURRENCIES, type ForeignCurrency, type ExchangeRates } from '@contract/rates'

import type { District, Item, Translation } from '@cms/payload-types'
import { DEFAULT_RATES, DEFAULT_RATES_DATE } from '@cms/schema/globals/ExchangeRates'
import { fieldsOf } from '@cms/domain/payload/payload-values'
import { prepareAnswer, type PreparedAnswer } from '../http/compression'
import { parseInput } from '../http/validate'
import type { AppDeps } from '../start/deps'
import { countPublicOffers } from '../offers/repository'
import {
  toDistrictName,
  toDistrictTile,
  toExclusivity,
  toOfferType,
  toService,
  toTranslation,
} from './mapper'

const districtsQuery = z.object({
  salerent: z.enum(SALE_RENT).default('rents_and_sales'),
  where: z.enum(['monaco', 'france']).optional(),
})

const kindWhere: Record<z.infer<typeof districtsQuery>['salerent'], Where[]> = {
  sales: [{ of_sell: { equals: true } }],
  rents: [{ of_rent: { equals: true } }],
  rents_and_sales: [],
}

/**
 * The public reference reads (agency details, texts, reference items, district tiles, exchange
 * rates), as their GET routes answer them and as the site's server render reads them in process,
 * kept in the public cache.
 */
export function referenceReads({
  payload,
  env,
  publicCache: cache,
}: Pick<AppDeps, 'payload' | 'env' | 'publicCache'>) {
  const config = {
    err: null,
    data: {
      agency: {
        name: env.AGENCY_NAME,
        phone: env.AGENCY_PHONE,
        email: env.AGENCY_EMAIL,
        address: env.AGENCY_ADDRESS,
      },
      social: {
        facebook: env.SOCIAL_FACEBOOK,
        instagram: env.SOCIAL_INSTAGRAM,
        linkedin: env.SOCIAL_LINKEDIN,
      },
      extranetUrl: env.EXTRANET_URL,
      publicUrl: env.PUBLIC_URL,
      map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    },
  }

  /** GET /site: the agency's details and the map's tiles, from configuration. */
  // From configuration, not from the data: prepared once. Kept in the cache it would read nothing
  // known, so it (and every page showing the agency's details) would depend on any change.
  let site: Promise<PreparedAnswer> | undefined
  const siteConfig = (): Promise<PreparedAnswer> =>
    (site ??= prepareAnswer(Buffer.from(JSON.stringify(config))))

  /** GET /trads: every site text staff have edited, in the five languages. */
  const translations = (): Promise<PreparedAnswer> =>
    cache.json('trads', async () => {
      const { docs } = await payload.find({
        collection: 'translations',
        sort: 'tr_key',
        depth: 0,
        pagination: false,
        limit: 0,
        overrideAccess: false,
      })
      return { err: null, data: (docs as Translation[]).map(toTranslation) }
    })

  /** GET /items: offer types, exclusivity codes, services, and every district's name. */
  const items = (): Promise<PreparedAnswer> =>
    cache.json('items', async () => {
      const [found, districts] = await Promise.all([
        payload.find({
          collection: 'items',
          sort: ['kind', 'value'],
          depth: 0,
          pagination: false,
          limit: 0,
          overrideAccess: false,
        }),
        payload.find({
          collection: 'districts',
          sort: ['order', 'value'],
          depth: 0,
          locale: 'all',
          pagination: false,
          limit: 0,
          overrideAccess: false,
        }),
      ])
      const of = (kind: Item['kind']) => (found.docs as Item[]).filter((i) => i.kind === kind)
      return {
        err: null,
        data: {
          items_of_type: of('type').map(toOfferType),
          items_of_exclusivite: of('exclusivity').map(toExclusivity),
          services: of('service').map((i) => toService(i)),
          districts: (districts.docs as District[]).map(toDistrictName),
        },
      }
    })

  /** GET /districts: an area's tiles with how many published offers each holds (empty tiles hidden). */
  async function districts(query: Record<string, unknown>): Promise<PreparedAnswer> {
    const q = parseInput(districtsQuery, {
      salerent: queryString(query.salerent) || undefined,
      where: queryString(query.where) || undefined,
    })
    const lang = toLanguage(queryString(query.lang))
    return cache.json(`districts:${lang}:${q.salerent}:${q.where ?? ''}`, async () => {
      const { docs } = await payload.find({
        collection: 'districts',
        where: q.where ? { area: { equals: q.where } } : {},
        sort: ['order', 'value'],
        depth: 0,
        locale: lang,
        pagination: false,
        limit: 0,
        overrideAccess: false,
      })
      const tiles = await Promise.all(
        (docs as District[]).map(async (d) => {
          const nb = await countPublicOffers(payload, {
            and: [
              { of_area: { equals: d.area } },
              { of_district: { equals: d.value } },
              ...kindWhere[q.salerent],
            ],
          })
          return toDistrictTile(d, lang, nb)
        }),
      )
      return { err: null, data: tiles.filter((t) => t.nb > 0) }
    })
  }

  /** GET /rates: the exchange rates staff keep, euro-based, with their date. */
  const rates = (): Promise<PreparedAnswer> =>
    cache.json('rates', async () => {
      const g = fieldsOf(
        await payload.findGlobal({
          slug: 'exchange-rates',
          depth: 0,
          overrideAccess: false,
        }),
      )
      // A database whose rates were never saved answers the defaults the admin shows.
      const perCurrency = Object.fromEntries(
        FOREIGN_CURRENCIES.map((c) => [c, Number(g[c]) > 0 ? Number(g[c]) : DEFAULT_RATES[c]]),
      ) as Record<ForeignCurrency, number>
      const data: ExchangeRates = {
        base: 'EUR',
        date: typeof g.date === 'string' && g.date ? g.date.slice(0, 10) : DEFAULT_RATES_DATE,
        rates: perCurrency,
      }
      return { err: null, data }
    })

  return { siteConfig, translations, items, districts, rates }
}

export type ReferenceReads = ReturnType<typeof referenceReads>
