import { describe, expect, it } from 'vitest'

import { env } from '@cms/env'
import { call, request } from '../helpers/http'
import { pdfText } from '../helpers/pdf-text'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const fx = await useCatalogue()
const running = useServer()
const print = (id: unknown, query = '') =>
  request(running.url, 'GET', `/api/1.0/offers/${id}/print?type=complete${query}`)

describe('GET /api/1.0/offers/:id/print', () => {
  it('answers a real PDF listing sheet in French, accents intact, with the offer, building, schools and agency', async () => {
    const offer = fx.offers[0]
    const res = await print(offer.id, '&lang=fr&d=12345')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const pdf = res.bytes
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toMatch(/CormorantGaramond-SemiBold/)
    expect(pdf.toString('latin1')).toMatch(/Inter-Regular/)
    const text = pdfText(pdf).replace(/[\u00a0\u202f]/g, ' ')
    for (const expected of [
      'Appartement numéro 0',
      'Référence REF-000',
      'À vendre: 500K € (500 000 €)',
      'Pièces: 1',
      'Description française 0',
      'Immeuble: Le Millefiori',
      'Une tour au-dessus du casino',
      'International School of Monaco',
      '1,2 km · 15 min',
      env().AGENCY_NAME,
      env().AGENCY_PHONE,
      `${env().PUBLIC_URL}/offers/details/${offer.of_slug_fr}`,
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('renders Russian in Cyrillic, with photos, services and one rent line per month', async () => {
    const res = await print(fx.offers[0].id, '&lang=ru')
    const text = pdfText(res.bytes)
    expect(text).toContain('Квартира номер 0')
    expect(text).toContain('Школы поблизости')
    const withPhoto = await print(fx.offers[1].id, '&lang=ru')
    expect(withPhoto.status).toBe(200)
    const t1 = pdfText(withPhoto.bytes).replace(/[\u00a0\u202f]/g, ' ')
    expect(t1).toContain('Бассейн')
    expect(t1).toContain('Аренда: 4K € (4 000 €) в месяц')
    expect(t1).not.toContain('в год')
    expect(withPhoto.bytes.toString('latin1')).toMatch(
      /\/Subtype \/Image[\s\S]*\/Filter \/DCTDecode/,
    )
  })

  it('is 404 for unknown, unpublished or off-web offers and malformed ids; 400 for another type', async () => {
    for (const id of [999999, fx.hidden.id, fx.draft.id, 'abc']) {
      const res = await print(id)
      expect(res.status, String(id)).toBe(404)
      expect(res.json().err.code).toBe('not_found')
    }
    const res = await call(
      running.url,
      'GET',
      `/api/1.0/offers/${fx.offers[0].id}/print?type=summary`,
    )
    expect(res.status).toBe(400)
    expect(res.body.err?.fields).toEqual(['type'])
  })
})
