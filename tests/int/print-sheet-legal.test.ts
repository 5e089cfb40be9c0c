import { beforeAll, describe, expect, it } from 'vitest'

import { plainTextToLexical } from '@cms/domain/rich-text/lexical-state'
import { request } from '../helpers/http'
import { pdfPages, type TextRun } from '../helpers/pdf-text'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const fx = await useCatalogue()
const running = useServer()
beforeAll(async () => {
  // A French sale in Nice with the whole legal block: diagnosis, energy costs, buyer's fees, co-ownership.
  await running.payload.update({
    collection: 'offers',
    id: fx.offers[2].id,
    data: {
      of_dpe_status: 'available',
      of_dpe_class: 'C',
      of_dpe_value: 150,
      of_ges_class: 'B',
      of_ges_value: 9,
      of_dpe_date: '2024-03-12',
      of_energy_cost_min: 1_100,
      of_energy_cost_max: 1_500,
      of_energy_cost_year: 2023,
      of_fees_payer: 'buyer',
      of_fees_percent: 4,
      of_copro_lots: 24,
      of_copro_charges: 3_600,
      of_copro_procedure: false,
    } as never,
    overrideAccess: true,
  })
})

const sheet = async (id: unknown, lang: string) => {
  const res = await request(
    running.url,
    'GET',
    `/api/1.0/offers/${id}/print?type=complete&lang=${lang}`,
  )
  expect(res.status).toBe(200)
  return pdfPages(res.bytes).map((runs) =>
    runs.map((r) => ({ ...r, text: r.text.replace(/[\u00a0\u202f]/g, ' ') })),
  )
}
const runWith = (runs: TextRun[], start: string) => runs.find((r) => r.text.startsWith(start))
/** WCAG relative luminance of a fill: the page is white, so readable text sits well below 1. */
const luminance = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b

describe('the printed sheet’s legal block', () => {
  it('is drawn in a dark ink, in the body’s size, and only the scale letters on dark bands are white', async () => {
    for (const lang of ['fr', 'en', 'ru']) {
      const runs = (await sheet(fx.offers[2].id, lang)).flat()
      const starts =
        lang === 'fr'
          ? [
              'Classe énergie (DPE): C (150',
              'Montant estimé des dépenses',
              "Honoraires à la charge de l'acquéreur",
              'Copropriété —',
            ]
          : []
      for (const start of starts) {
        const run = runWith(runs, start)
        expect(run, start).toBeDefined()
        expect(luminance(run!.fill), `${start} drawn in ${run!.fill.join(' ')}`).toBeLessThan(0.3)
        expect(run!.size, start).toBe(10)
      }
      const pale = runs.filter((r) => luminance(r.fill) > 0.6)
      expect(
        pale.map((r) => r.text).filter((t) => !/^[A-G]$/.test(t)),
        lang,
      ).toEqual([])
    }
  })

  it('names districts as the districts list does, in the sheet’s language, never by their code', async () => {
    const fr = (await sheet(fx.offers[0].id, 'fr')).flat().map((r) => r.text)
    expect(fr.find((t) => t.startsWith('Référence REF-000'))).toBe(
      'Référence REF-000 · Appartement · Monte-Carlo',
    )
    expect(fr).toContain('Monaco, Monte-Carlo')
    expect(fr.join('\n')).not.toContain('monte-carlo')
    const en = (await sheet(fx.offers[0].id, 'en')).flat().map((r) => r.text)
    expect(en.find((t) => t.startsWith('Reference REF-000'))).toBe(
      'Reference REF-000 · Apartment · Monte Carlo',
    )
    const nice = (await sheet(fx.offers[2].id, 'fr')).flat().map((r) => r.text)
    expect(nice).toContain('Nice, France')
  })

  it('never leaves the contact block alone on a page, whatever the length of the description', async () => {
    const sentence =
      'Une phrase de la description, assez longue pour remplir à peu près une ligne entière du texte imprimé.'
    const sizes: number[] = []
    for (let lines = 4; lines <= 70; lines += 3) {
      await running.payload.update({
        collection: 'offers',
        id: fx.offers[1].id,
        locale: 'fr',
        data: { of_text: plainTextToLexical(Array(lines).fill(sentence).join(' ')) } as never,
        overrideAccess: true,
      })
      const pages = await sheet(fx.offers[1].id, 'fr')
      sizes.push(pages.length)
      const last = pages[pages.length - 1]
      const contact = last.findIndex((r) => r.text.startsWith('Contactez-nous'))
      expect(
        contact,
        `${lines} lines: the contact block is on the last page`,
      ).toBeGreaterThanOrEqual(0)
      for (const [n, runs] of pages.entries())
        expect(runs.at(-1)?.size, `${lines} lines: a title closes page ${n + 1}`).not.toBe(17)
      if (pages.length > 1)
        expect(
          contact,
          `${lines} lines: page ${pages.length} holds the contact block only`,
        ).toBeGreaterThan(0)
    }
    // The cover, then one page for short descriptions, contact block included.
    expect(sizes.slice(0, 5)).toEqual([2, 2, 2, 2, 2])
    expect(sizes.at(-1)).toBe(3)
  })
})
