import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_COST_SETTINGS } from '@contract/cost-defaults'

import type { Offer } from '@cms/payload-types'
import { makeBuilding, makeOffer, makeStaff } from '../helpers/factories'
import { call, request } from '../helpers/http'
import { pdfText } from '../helpers/pdf-text'
import { useServer } from '../helpers/server'
import { FRENCH_SALE_TERMS, LEGAL_FIELDS } from '../unit/legal-fields'

/** The listing's legal information through the real API: shapes, the dpe_max filter, privacy, validation, the cost settings. */
const running = useServer()
const made: Record<string, Offer> = {}

beforeAll(async () => {
  const p = running.payload
  const nice = (await makeBuilding(p, { city: 'Nice', district: 'nice', country: 'FR' })).id
  const monaco = (await makeBuilding(p, { city: 'MONACO', district: 'monte-carlo', country: 'MC' }))
    .id
  const diag = (c: string, value: number) =>
    ({
      of_dpe_status: 'available',
      of_dpe_class: c,
      of_dpe_value: value,
      of_ges_class: c,
      of_ges_value: 10,
    }) as Partial<Offer>
  made.a = await makeOffer(p, { building: nice, ...diag('A', 60) })
  made.c = await makeOffer(p, {
    building: nice,
    ...diag('C', 150),
    of_sell_sum: 1_040_000,
    of_price_sell: 1_040_000,
    of_fees_payer: 'buyer',
    of_fees_percent: 4,
    of_copro_lots: 24,
    of_copro_charges: 3_600,
    of_copro_procedure: false,
  })
  made.d = await makeOffer(p, { building: nice, ...diag('D', 230) })
  made.g = await makeOffer(p, { building: nice, ...diag('G', 480) })
  // Classes the filter must not match: a diagnosis marked "not subject", a class left on a Monaco offer, a draft.
  made.notSubject = await makeOffer(p, {
    building: nice,
    ...diag('B', 90),
    of_dpe_status: 'not_subject',
  })
  made.monaco = await makeOffer(p, {
    building: monaco,
    of_dpe_class: 'A',
    of_fees_payer: 'buyer',
    of_fees_percent: 3.6,
  })
  made.draft = await makeOffer(p, { building: nice, ...diag('A', 50), _status: 'draft' })
  made.unknown = await makeOffer(p, { building: nice })
  made.onRequest = await makeOffer(p, {
    building: nice,
    of_sell_uponrequest: true,
    of_sell_sum: 1_560_000,
    of_price_sell: 1_560_000,
    of_fees_payer: 'buyer',
    of_fees_percent: 4,
  })
  made.rental = await makeOffer(p, {
    building: monaco,
    of_sell: false,
    of_rent: true,
    of_rent_sum: 5_000,
    of_price_rent: 5_000,
    of_rent_charges: 400,
    of_rent_charges_mode: 'provision',
    of_deposit: 15_000,
    of_furnished: true,
    of_tenant_fees: 7_200,
    of_available_from: '2027-01-15T12:00:00.000Z',
    of_monaco_sector: 'protected',
  })
  made.rentOnRequest = await makeOffer(p, {
    building: monaco,
    of_sell: false,
    of_rent: true,
    of_rent_uponrequest: true,
    of_rent_sum: 31_000,
    of_price_rent: 31_000,
    of_deposit: 93_000,
    of_tenant_fees: 44_640,
    of_rent_charges: 1_700,
    of_monaco_sector: 'free',
  })
})

type Listed = Record<string, unknown> & { of_id: number | string; of_ref: string }
const list = async (query: string) => {
  const res = await call<{ data: Listed[] }>(running.url, 'GET', `/web/1.0/offers${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}
const detail = async (o: Offer) =>
  (await call<{ data: Listed }>(running.url, 'GET', `/web/1.0/offers/${o.of_slug_fr}?lang=fr`)).body
    .data

describe('the legal fields of the offer shape', () => {
  it('are in every listed offer, null when unknown', async () => {
    const all = await list('?lang=fr')
    for (const o of all)
      for (const field of LEGAL_FIELDS) expect(o, `${o.of_ref} ${field}`).toHaveProperty(field)
    const unknown = all.find((o) => o.of_id === made.unknown.id)!
    expect(
      Object.fromEntries(LEGAL_FIELDS.filter((f) => f !== 'of_area').map((f) => [f, unknown[f]])),
    ).toEqual(Object.fromEntries(LEGAL_FIELDS.filter((f) => f !== 'of_area').map((f) => [f, null])))
    expect(unknown.of_area).toBe('france')
  })

  it('carry a French sale’s diagnosis, fees with the price excluding them, and co-ownership', async () => {
    expect(await detail(made.c)).toMatchObject({
      of_area: 'france',
      of_dpe_status: 'available',
      of_dpe_class: 'C',
      of_dpe_value: 150,
      of_ges_class: 'C',
      of_ges_value: 10,
      ...FRENCH_SALE_TERMS,
      of_monaco_sector: null,
    })
  })

  it('carry a Monaco rental’s terms and sector, and no French diagnosis', async () => {
    expect(await detail(made.rental)).toMatchObject({
      of_area: 'monaco',
      of_rent_charges: 400,
      of_rent_charges_mode: 'provision',
      of_deposit: 15_000,
      of_furnished: true,
      of_tenant_fees: 7_200,
      of_available_from: '2027-01-15',
      of_monaco_sector: 'protected',
      of_dpe_class: null,
      of_fees_payer: null,
    })
    expect((await detail(made.monaco)).of_dpe_class).toBeNull()
  })

  it('derive no figure from a price on request', async () => {
    const sale = await detail(made.onRequest)
    expect([sale.of_sell_sum, sale.of_price_excl_fees, sale.of_fees_percent]).toEqual([
      null,
      null,
      4,
    ])
    const rent = await detail(made.rentOnRequest)
    expect([
      rent.of_rent_sum,
      rent.of_deposit,
      rent.of_tenant_fees,
      rent.of_rent_charges,
      rent.of_monaco_sector,
    ]).toEqual([null, null, null, null, 'free'])
    const text = JSON.stringify(await list('?lang=en'))
    for (const figure of ['1560000', '1500000', '93000', '44640', '31000'])
      expect(text).not.toContain(figure)
  })

  it('are on the print sheet, with the fee sentence and the F/G warning', async () => {
    const sheetOf = async (o: Offer, lang: string) =>
      pdfText(
        (
          await request(
            running.url,
            'GET',
            `/api/1.0/offers/${o.id}/print?type=complete&lang=${lang}&d=1`,
          )
        ).bytes,
      )
    const sheet = await sheetOf(made.c, 'fr')
    expect(sheet).toContain('Classe énergie (DPE): C')
    expect(sheet).toContain("Honoraires à la charge de l'acquéreur")
    expect(sheet.replace(/\s+/g, ' ')).toContain('1 000 000 €')
    expect(await sheetOf(made.g, 'en')).toContain('Housing with excessive energy consumption')
  })
})

describe('GET /web/1.0/offers?dpe_max=', () => {
  it('lists the published French offers of that class or better only', async () => {
    const refs = (rows: Listed[]) => rows.map((o) => o.of_ref).sort()
    expect(refs(await list('?dpe_max=C'))).toEqual([made.a.of_ref, made.c.of_ref].sort())
    expect(refs(await list('?dpe_max=a'))).toEqual([made.a.of_ref])
    expect(refs(await list('?dpe_max=G&sale=true'))).toEqual(
      [made.a, made.c, made.d, made.g].map((o) => o.of_ref).sort(),
    )
    expect((await list('?dpe_max=')).length).toBeGreaterThan(4)
  })

  it('refuses anything but a class from A to G, naming the parameter', async () => {
    for (const bad of ['H', 'CC', '3', '%20']) {
      const res = await call(running.url, 'GET', `/web/1.0/offers?dpe_max=${bad}`)
      expect(res.status, bad).toBe(400)
      expect(res.body.err).toMatchObject({ code: 'invalid_input', fields: ['dpe_max'] })
    }
  })
})

describe('validation of the legal fields', () => {
  it('refuses classes outside A–G, negative amounts, a percentage above 100 and an inverted cost range', async () => {
    const p = running.payload
    const nice = made.a.building
    const monaco = made.rental.building
    const bad: Partial<Offer>[] = [
      { building: nice, of_dpe_status: 'available', of_dpe_class: 'H' as 'A' },
      {
        building: nice,
        of_dpe_status: 'available',
        of_energy_cost_min: 2_000,
        of_energy_cost_max: 1_000,
      },
      { building: nice, of_fees_payer: 'buyer', of_fees_percent: 120 },
      { building: nice, of_copro_lots: 2.5 },
      { building: monaco, of_sell: false, of_rent: true, of_deposit: -1 },
      { building: monaco, of_sell: false, of_rent: true, of_monaco_sector: 'other' as 'free' },
    ]
    for (const data of bad) {
      const outcome = await makeOffer(p, data).then(
        () => 'saved',
        () => 'refused',
      )
      expect(outcome, JSON.stringify(data)).toBe('refused')
    }
  })

  it('keeps no value the offer’s market, diagnosis or kind of transaction hides', async () => {
    const saved = await makeOffer(running.payload, {
      building: made.rental.building,
      of_dpe_status: 'available',
      of_dpe_class: 'B',
      of_copro_lots: 12,
      of_deposit: 5_000,
      of_monaco_sector: 'free',
    })
    const stored = await running.payload.findByID({ collection: 'offers', id: saved.id, depth: 0 })
    expect([
      stored.of_dpe_status,
      stored.of_dpe_class,
      stored.of_copro_lots,
      stored.of_deposit,
      stored.of_monaco_sector,
    ]).toEqual([null, null, null, null, null])
  })
})

describe('GET /web/1.0/costs', () => {
  it('answers the defaults until staff save their own rates, then theirs', async () => {
    const before = await call(running.url, 'GET', '/web/1.0/costs')
    expect(before.status).toBe(200)
    expect(before.body).toEqual({ err: null, data: DEFAULT_COST_SETTINGS })
    const staff = await makeStaff(running.payload)
    await running.payload.updateGlobal({
      slug: 'purchase-costs',
      data: {
        date: '2027-02-01T12:00:00.000Z',
        source: 'Notaires de France, février 2027',
        france_existing: 8,
      },
      user: staff,
      overrideAccess: false,
    })
    const after = (await call(running.url, 'GET', '/web/1.0/costs')).body.data
    expect(after).toMatchObject({
      date: '2027-02-01',
      source: 'Notaires de France, février 2027',
      france: { existing: 8, new: DEFAULT_COST_SETTINGS.france.new },
      monaco: DEFAULT_COST_SETTINGS.monaco,
    })
  })

  it('may be read by anyone and changed by staff only', async () => {
    await expect(
      running.payload.updateGlobal({
        slug: 'purchase-costs',
        data: { france_new: 1 },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(
      (await running.payload.findGlobal({ slug: 'purchase-costs', overrideAccess: false }))
        .france_new,
    ).toBe(DEFAULT_COST_SETTINGS.france.new)
  })
})
