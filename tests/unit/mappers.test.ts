import { describe, expect, it } from 'vitest'

import { offerWhere, parseOfferFilter } from '@cms/domain/offers/filter'
import { localized } from '@cms/domain/payload/payload-values'
import { toOffer } from '../../adapters/offers/mapper'
import { plainTextToLexical } from '@cms/domain/rich-text/lexical-state'
import { NO_LEGAL_INFORMATION } from './legal-fields'
import {
  toDistrictName,
  toService,
  toDistrictTile,
  toTranslation,
  toOfferType,
} from '../../adapters/reference/mapper'
import type { Building, Country, Distance, District, Item, Offer } from '@cms/payload-types'

const offer: Offer = {
  id: 7,
  of_ref: 'MC-007',
  of_slug_fr: 'bel-appartement',
  of_name: 'Bel appartement',
  of_text: null,
  of_text_html: '<p>Vue mer</p>',
  of_sell: true,
  of_rent: false,
  of_price_sell: 2_400_000,
  of_price_rent: null,
  of_sell_sum: 2_500_000,
  of_rent_sum: null,
  of_rent_sum_year: null,
  of_sell_uponrequest: false,
  of_rent_uponrequest: null,
  of_type: 1,
  of_nbpieces: 3,
  of_nbrooms: 2,
  of_nbbathrooms: 1,
  of_surface: 95,
  of_surface_livable: 88,
  of_surface_approximate: true,
  of_surface_terrace: 12,
  of_district: 'monte-carlo',
  of_services: 5,
  of_exclusivite: 1,
  of_video: '<iframe src="https://player.vimeo.com/video/1"></iframe><img src=x onerror=alert(1)>',
  images: [11, { id: 12 } as never],
  building: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}
const building = {
  id: 3,
  bu_name: 'Le Millefiori',
  bu_city: 'MONACO',
  bu_district: 'monte-carlo',
  bu_description_html: { fr: '<p>Tour</p>', en: '<p>Tower</p>', ru: '' },
  country: 9,
} as unknown as Building
const country = { id: 9, cu_code: 'MC', cu_name_fr: 'Monaco' } as Country
const distance = {
  id: 1,
  schoolName: 'ISM',
  building: 3,
  di_walking_km: 1.2,
  di_walking_time: 900,
  di_driving_km: 2,
  di_driving_time: 300,
} as Distance

/** The stored fields the API gives out as they are. */
const PASSED_THROUGH = [
  'of_sell',
  'of_rent',
  'of_price_sell',
  'of_price_rent',
  'of_sell_sum',
  'of_rent_sum',
  'of_rent_sum_year',
  'of_sell_uponrequest',
  'of_type',
  'of_nbpieces',
  'of_nbrooms',
  'of_nbbathrooms',
  'of_surface',
  'of_surface_livable',
  'of_surface_approximate',
  'of_surface_terrace',
  'of_district',
  'of_services',
  'of_exclusivite',
] as const
const passedThrough = Object.fromEntries(PASSED_THROUGH.map((k) => [k, offer[k]]))

describe('toOffer', () => {
  it('maps every field of the API offer shape', () => {
    expect(toOffer(offer, 'fr', { building, country, distances: [distance] })).toEqual({
      of_id: 7,
      of_slug_fr: 'bel-appartement',
      of_ref: 'MC-007',
      of_name_fr: 'Bel appartement',
      of_text_fr: '<p>Vue mer</p>',
      ...passedThrough,
      of_rent_uponrequest: false,
      of_video: '<iframe src="https://player.vimeo.com/video/1"></iframe>',
      images: [{ fi_id: 11 }, { fi_id: 12 }],
      ...NO_LEGAL_INFORMATION,
      bu_id: {
        bu_id: 3,
        bu_name: 'Le Millefiori',
        bu_city: 'MONACO',
        bu_district: 'monte-carlo',
        bu_lat: null,
        bu_lng: null,
        bu_location_precision: 'approximate',
        bu_description_fr: '<p>Tour</p>',
        cu_id: { cu_id: 9, cu_name_fr: 'Monaco' },
        distances: [
          {
            schoolName: 'ISM',
            di_walking_km: 1.2,
            di_walking_time: 900,
            di_bicycling_km: null,
            di_bicycling_time: null,
            di_transit_km: null,
            di_transit_time: null,
            di_driving_km: 2,
            di_driving_time: 300,
          },
        ],
      },
    })
  })

  it('falls back to English for an empty language, and has defaults for missing values', () => {
    const all = {
      ...offer,
      of_name: { fr: 'Nom', en: 'Name', ru: '' },
      of_text_html: { en: '<p>Text</p>' },
      of_video: null,
      of_services: null,
      of_exclusivite: null,
      images: null,
      of_district: null,
    } as unknown as Offer
    const ru = toOffer(all, 'ru', { building, country: null })
    expect(ru).toMatchObject({
      of_name_ru: 'Name',
      of_text_ru: '<p>Text</p>',
      of_video: '',
      of_services: 0,
      of_exclusivite: 0,
      images: [],
      of_district: '',
    })
    expect(ru.bu_id).toMatchObject({
      bu_description_ru: '<p>Tower</p>',
      cu_id: null,
      distances: [],
    })
    expect(toOffer(all, 'fr').bu_id).toBeNull()
  })

  it('renders the description of a document never saved (a draft being previewed), sanitised', () => {
    const draft = {
      ...offer,
      of_text_html: undefined,
      of_text: plainTextToLexical('Vue mer\nTerrasse'),
    } as unknown as Offer
    expect(toOffer(draft, 'fr').of_text_fr).toBe('<p>Vue mer<br />Terrasse</p>')
    const allLanguages = {
      ...offer,
      of_text_html: undefined,
      of_text: { en: plainTextToLexical('Sea view') },
    } as unknown as Offer
    expect(toOffer(allLanguages, 'ru').of_text_ru).toBe('<p>Sea view</p>')
  })

  it('never lets a non-video embed through, even when stored before sanitizing existed', () => {
    for (const bad of [
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example/x"></iframe>',
      '<iframe src="javascript:alert(1)"></iframe>',
    ]) {
      expect(toOffer({ ...offer, of_video: bad }, 'en').of_video).toBe('')
    }
    expect(
      toOffer(
        { ...offer, of_video: '<iframe src="https://www.dailymotion.com/embed/video/x"></iframe>' },
        'en',
      ).of_video,
    ).toContain('dailymotion')
  })
})

describe('localized', () => {
  it('resolves one language with English fallback', () => {
    expect(localized('déjà résolu', 'ru')).toBe('déjà résolu')
    expect(localized({ fr: 'Bonjour', en: 'Hello' }, 'fr')).toBe('Bonjour')
    expect(localized({ fr: 'Bonjour', en: 'Hello' }, 'it')).toBe('Hello')
    expect(localized(null, 'en')).toBe('')
  })
})

describe('reference mappers', () => {
  const pool = {
    id: 1,
    kind: 'service',
    value: 4,
    text: 'pool',
    icon: 'pool',
    label_fr: 'Piscine',
    label_en: 'Pool',
    label_sp: null,
    label_ru: 'Бассейн',
    label_it: '',
  } as Item
  it('maps services in one language or in all five, English filling the gaps', () => {
    expect(toService(pool, 'ru')).toEqual({ value: 4, icon: 'pool', label_ru: 'Бассейн' })
    expect(toService(pool, 'sp')).toEqual({ value: 4, icon: 'pool', label_sp: 'Pool' })
    expect(toService(pool)).toEqual({
      value: 4,
      icon: 'pool',
      label_fr: 'Piscine',
      label_en: 'Pool',
      label_sp: 'Pool',
      label_ru: 'Бассейн',
      label_it: 'Pool',
    })
  })
  it('maps types with their options', () => {
    expect(
      toOfferType({ ...pool, kind: 'type', text: 'office', value: 3, options: 8 }),
    ).toMatchObject({ text: 'office', value: 3, options: 8, label_fr: 'Piscine' })
  })
  it('maps district tiles and names', () => {
    const d = {
      id: 2,
      value: 'nice',
      area: 'france',
      text: { fr: 'Nice', en: 'Nice city' },
      img: { id: 40 },
    } as unknown as District
    expect(toDistrictTile({ ...d, text: 'Nice' } as District, 'fr', 4)).toEqual({
      text: 'Nice',
      nb: 4,
      img: 40,
      value: 'nice',
    })
    expect(toDistrictName(d)).toEqual({
      value: 'nice',
      area: 'france',
      label_fr: 'Nice',
      label_en: 'Nice city',
      label_sp: 'Nice city',
      label_ru: 'Nice city',
      label_it: 'Nice city',
      img: 40,
    })
  })
  it('maps translations with English filling the optional languages', () => {
    expect(
      toTranslation({
        id: 1,
        tr_key: 'k',
        tr_fr: 'Oui',
        tr_en: 'Yes',
        tr_ru: 'Да',
        updatedAt: '',
        createdAt: '',
      }),
    ).toEqual({ tr_key: 'k', tr_fr: 'Oui', tr_en: 'Yes', tr_sp: 'Yes', tr_ru: 'Да', tr_it: 'Yes' })
  })
})

describe('offers filter', () => {
  const ids = /^\d{1,15}$/
  it('reads the legacy query string with its defaults', () => {
    expect(parseOfferFilter({}, ids)).toEqual({
      lang: 'en',
      skip: 0,
      limit: 1000,
      carousel: false,
      kinds: [],
      areas: [],
      district: undefined,
      rooms: [],
      types: [],
      budget: undefined,
      favories: undefined,
      dpeMax: undefined,
      featured: false,
    })
    expect(
      parseOfferFilter(
        {
          sale: 'true',
          room_5: '1',
          budgetmin: '500',
          budgetmax: '100',
          limit: '5000',
          lang: 'ru',
          favories: '3,4',
        },
        ids,
      ),
    ).toMatchObject({
      kinds: ['sell'],
      rooms: [5],
      budget: { min: 100, max: 500 },
      limit: 1000,
      lang: 'ru',
      favories: ['3', '4'],
    })
  })
  it('builds a where on the stored derived fields only', () => {
    const where = offerWhere(
      parseOfferFilter(
        {
          rent: '1',
          monaco: 'true',
          room_2: '1',
          room_5: '1',
          types: '1,2',
          district: 'nice',
          budgetmin: '1000',
        },
        ids,
      ),
      Number,
    )
    expect(where).toEqual({
      and: [
        { of_rent: { equals: true } },
        { of_area: { in: ['monaco'] } },
        { of_district: { equals: 'nice' } },
        { or: [{ of_nbpieces: { in: [2] } }, { of_nbpieces: { greater_than_equal: 5 } }] },
        { of_type: { in: [1, 2] } },
        {
          or: [
            {
              and: [
                { of_rent: { equals: true } },
                {
                  or: [
                    { of_rent_uponrequest: { equals: false } },
                    { of_rent_uponrequest: { exists: false } },
                  ],
                },
                { of_price_rent: { greater_than_equal: 1000 } },
              ],
            },
          ],
        },
      ],
    })
  })
})
