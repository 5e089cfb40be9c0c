import { describe, expect, it } from 'vitest'

import { visitDateText } from './visit-date'

describe('a visit date as staff read it', () => {
  it('is written out in the admin’s language, on the day stored whatever the time zone', () => {
    expect(visitDateText('2031-04-01', 'fr')).toBe('1 avril 2031')
    expect(visitDateText('2031-12-31', 'fr')).toBe('31 décembre 2031')
    expect(visitDateText('2031-04-01', 'en')).toBe('1 April 2031')
  })

  it('shows anything that is not a stored date as it is, and nothing for no value', () => {
    expect(visitDateText('31/04/2031', 'fr')).toBe('31/04/2031')
    expect(visitDateText(null, 'fr')).toBe('')
    expect(visitDateText(undefined, 'en')).toBe('')
  })
})
