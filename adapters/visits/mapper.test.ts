import { describe, expect, it } from 'vitest'

import { toVisitRequest } from './mapper'

const base = {
  id: 3,
  contact: 7,
  date_start: '2027-01-10',
  date_end: '2027-01-12',
  ac_status: 'in_progress' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}

describe('toVisitRequest', () => {
  it('maps a request with its offer read in all languages', () => {
    const a = toVisitRequest({
      ...base,
      ac_comment: 'Le matin',
      offer: {
        id: 9,
        of_slug_fr: 'villa-les-pins',
        of_name: { fr: 'Villa Les Pins', en: 'Les Pins villa' },
      } as never,
    })
    expect(a).toEqual({
      ac_id: 3,
      createdAt: '2026-11-01T10:00:00.000Z',
      ac_comment: 'Le matin',
      ac_status: 'in_progress',
      date_start: '2027-01-10',
      date_end: '2027-01-12',
      of_id: {
        of_id: 9,
        of_slug_fr: 'villa-les-pins',
        of_name_fr: 'Villa Les Pins',
        of_name_en: 'Les Pins villa',
      },
    })
  })

  it('falls back between French and English names, and keeps a bare id for an offer no longer readable', () => {
    expect(
      toVisitRequest({
        ...base,
        offer: { id: 9, of_slug_fr: 's', of_name: { fr: 'Seulement FR' } } as never,
      }).of_id,
    ).toMatchObject({ of_name_fr: 'Seulement FR', of_name_en: 'Seulement FR' })
    expect(toVisitRequest({ ...base, offer: 9 }).of_id).toEqual({
      of_id: 9,
      of_slug_fr: '',
      of_name_fr: '',
      of_name_en: '',
    })
    expect(toVisitRequest({ ...base, offer: 9 }).ac_comment).toBe('')
  })
})
