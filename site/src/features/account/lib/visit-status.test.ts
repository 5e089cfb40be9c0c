import { describe, expect, it } from 'vitest'

import en from '../../../i18n/locales/en.json'
import fr from '../../../i18n/locales/fr.json'
import { visitStatusLabel } from './visit-status'

const texts = { en, fr } as Record<string, Record<string, string>>

describe('visit request status labels', () => {
  it('names the four statuses in English', () => {
    expect(
      ['waiting', 'in_progress', 'accepted', 'refused'].map((s) => texts.en[visitStatusLabel(s)]),
    ).toEqual(['Pending', 'Being processed', 'Accepted by the owner', 'Refused by the owner'])
  })

  it('has a French text for each status', () => {
    for (const s of ['waiting', 'in_progress', 'accepted', 'refused'])
      expect(texts.fr[visitStatusLabel(s)]).toMatch(/\S/)
  })

  it('reads an unknown status as pending, the default', () => {
    expect(visitStatusLabel('archived')).toBe(visitStatusLabel('waiting'))
  })
})
