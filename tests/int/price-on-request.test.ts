import { beforeAll, describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { makeOffer, makeStaff } from '../helpers/factories'
import { pdfText } from '../helpers/pdf-text'
import { useServer } from '../helpers/server'

/** An offer whose price the agency gives on request carries no figure anywhere public. */
const running = useServer()
let office: Offer
let villa: Offer
const FIGURE = 9_700_000
beforeAll(async () => {
  office = await makeOffer(running.payload, {
    of_sell: true,
    of_sell_uponrequest: true,
    of_price_sell: FIGURE,
    of_sell_sum: FIGURE,
  })
  villa = await makeOffer(running.payload, {
    of_sell: false,
    of_rent: true,
    of_rent_uponrequest: true,
    of_price_rent: 45_000,
    of_rent_sum: 45_000,
    of_rent_sum_year: 540_000,
  })
})

const get = async (path: string) => {
  const res = await fetch(`${running.url}${path}`)
  return { status: res.status, text: await res.text() }
}
const ids = (text: string) =>
  (JSON.parse(text) as { data: { of_id: number }[] }).data.map((o) => o.of_id)

describe('price on request', () => {
  it('has no figure in the list or the detail, only the flag', async () => {
    for (const path of [
      '/web/1.0/offers?lang=fr',
      `/web/1.0/offers/${office.of_slug_fr}?lang=en`,
      `/web/1.0/offers/${villa.of_slug_fr}?lang=ru`,
    ]) {
      const { status, text } = await get(path)
      expect(status, path).toBe(200)
      for (const figure of ['9700000', '45000', '540000']) expect(text, path).not.toContain(figure)
    }
    const detail = JSON.parse((await get(`/web/1.0/offers/${office.of_slug_fr}`)).text).data
    expect([detail.of_sell_uponrequest, detail.of_price_sell, detail.of_sell_sum]).toEqual([
      true,
      null,
      null,
    ])
    const rent = JSON.parse((await get(`/web/1.0/offers/${villa.of_slug_fr}`)).text).data
    expect([
      rent.of_rent_uponrequest,
      rent.of_price_rent,
      rent.of_rent_sum,
      rent.of_rent_sum_year,
    ]).toEqual([true, null, null, null])
  })

  it('is shown whatever the budget only when the budget has no bound', async () => {
    expect(ids((await get('/web/1.0/offers?sale=true')).text)).toContain(office.id)
    for (const [min, max] of [
      [9_000_000, 10_000_000],
      [0, 9_700_000],
      [9_700_000, 400_000_000],
      [0, 1_000],
    ]) {
      expect(
        ids((await get(`/web/1.0/offers?sale=true&budgetmin=${min}&budgetmax=${max}`)).text),
        `${min}-${max}`,
      ).not.toContain(office.id)
    }
  })

  it('prints "on request" without the figure on the sheet', async () => {
    const res = await fetch(
      `${running.url}/api/1.0/offers/${office.id}/print?type=complete&lang=fr`,
    )
    const text = pdfText(Buffer.from(await res.arrayBuffer()))
    expect(text).toContain('Prix sur demande')
    expect(text).not.toMatch(/9[,.]7M|9 ?700 ?000/)
  })

  it('still shows the figure to staff', async () => {
    const staff = await makeStaff(running.payload, 'editor')
    const seen = await running.payload.findByID({
      collection: 'offers',
      id: office.id,
      overrideAccess: false,
      user: staff,
    })
    expect([seen.of_price_sell, seen.of_sell_sum]).toEqual([FIGURE, FIGURE])
  })
})
