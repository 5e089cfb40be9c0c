import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/languages'

import { accountDeletedMail } from './account-deleted-mail'

const agency = {
  name: 'Belsunce Immobilier',
  address: '7 avenue de Grande-Bretagne, 98000 Monaco',
  phone: '+377 93 50 00 00',
  email: 'contact@belsunce.mc',
  website: 'https://www.belsunce.mc',
}
const deletedOn = new Date('2026-11-29T05:00:00Z')

describe('accountDeletedMail', () => {
  it('says when, what went, what stays and whom to call, in each of the five languages', () => {
    const subjects = new Set<string>()
    for (const lang of LANGUAGES) {
      const m = accountDeletedMail(lang, deletedOn, 'Anna', agency)
      expect(m.subject).toMatch(/ · Belsunce Immobilier$/)
      expect(m.text).toContain('Anna')
      expect(m.text).toContain('2026')
      expect(m.text).toContain(agency.phone)
      subjects.add(m.subject)
    }
    expect(subjects.size).toBe(LANGUAGES.length)
    expect(accountDeletedMail('fr', deletedOn, 'Anna', agency).text).toContain(
      'votre compte client a été supprimé le 29 novembre 2026.',
    )
  })

  it('greets without a name when none is given, and escapes what it puts in HTML', () => {
    const anonymous = accountDeletedMail('en', deletedOn, '', agency)
    expect(anonymous.text).toMatch(/^Hello,$/m)
    const m = accountDeletedMail('en', deletedOn, '<script>', { ...agency, name: 'A & B' })
    expect(m.html).not.toContain('<script>')
    expect(m.html).toContain('&lt;script&gt;')
    expect(m.html).toContain('A &amp; B')
  })
})
