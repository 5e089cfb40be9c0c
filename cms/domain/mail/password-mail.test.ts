import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/languages'

import { passwordMail } from './password-mail'

const agency = {
  name: 'Belsunce Immobilier',
  address: '7 avenue de Grande-Bretagne, 98000 Monaco',
  phone: '+377 93 50 00 00',
  email: 'contact@belsunce.mc',
  website: 'https://www.belsunce.mc',
}

describe('passwordMail', () => {
  it('carries the link in text and HTML, in each of the five languages', () => {
    const link = 'https://www.example.com/resetpass/12/abc_DEF-123'
    const subjects = new Set<string>()
    for (const lang of LANGUAGES) {
      for (const kind of ['reset', 'welcome'] as const) {
        const m = passwordMail(kind, lang, link, 'Anna', agency)
        expect(m.text).toContain(link)
        expect(m.html).toContain(`href="${link}"`)
        expect(m.subject).toMatch(/ · Belsunce Immobilier$/)
        subjects.add(m.subject)
      }
    }
    expect(subjects.size).toBe(LANGUAGES.length * 2)
  })

  it('escapes what it puts in HTML', () => {
    const m = passwordMail('reset', 'en', 'https://x.test/resetpass/1/a', '<script>', {
      ...agency,
      name: 'A & B',
    })
    expect(m.html).not.toContain('<script>')
    expect(m.html).toContain('&lt;script&gt;')
    expect(m.html).toContain('A &amp; B')
  })
})
