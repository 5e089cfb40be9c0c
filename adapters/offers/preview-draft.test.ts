import { describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { lexicalState, paragraphNode } from '@cms/domain/rich-text/lexical-state'
import { previewDraft } from './preview-draft'

const saved = {
  id: 7,
  of_ref: 'REF-7',
  of_slug_fr: 'villa-7',
  of_name: 'Villa',
  of_nbpieces: 3,
  building: 1,
  images: [10],
  of_sell_uponrequest: false,
  of_price_sell: 2_000_000,
  updatedAt: '',
  createdAt: '',
} as unknown as Offer

describe('previewDraft', () => {
  it('lays the unsaved values of the fields the detail shows over the saved offer', () => {
    const draft = previewDraft(saved, {
      of_name: 'Villa sur la mer',
      of_nbpieces: 5,
      building: { id: 2, bu_name: 'x' },
      images: [11, { id: 12 }, 'bad?'],
    })
    expect(draft).toMatchObject({
      id: 7,
      of_name: 'Villa sur la mer',
      of_nbpieces: 5,
      building: 2,
      images: [11, 12],
    })
  })

  it('keeps the saved id and slug and ignores values of the wrong type or fields the detail does not show', () => {
    const draft = previewDraft(saved, {
      id: 99,
      of_slug_fr: 'autre',
      of_name: { fr: 'x' },
      of_nbpieces: Number.NaN,
      images: 'x',
      password: 'secret',
    })
    expect(draft).toMatchObject({
      id: 7,
      of_slug_fr: 'villa-7',
      of_name: 'Villa',
      of_nbpieces: 3,
      images: [10],
    })
    expect(draft).not.toHaveProperty('password')
  })

  it('takes the unsaved description as the editor’s rich text, never as HTML', () => {
    const stored = { ...saved, of_text_html: '<p>Ancien texte</p>' } as unknown as Offer
    const text = lexicalState([paragraphNode('Nouveau texte')])
    const draft = previewDraft(stored, {
      of_text: text,
      of_text_html: '<img src=x onerror=alert(1)>',
    }) as unknown as Record<string, unknown>
    expect(draft.of_text).toEqual(text)
    expect(draft).not.toHaveProperty('of_text_html')
    expect(
      previewDraft(stored, { of_text_html: '<script>x</script>', of_text: 'not a rich text' }),
    ).toMatchObject({ of_text_html: '<p>Ancien texte</p>' })
  })
})
