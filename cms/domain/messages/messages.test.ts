import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/languages'

import { fill, messages, t, tHtml } from '.'
import { fr } from './fr'

type Tree = { readonly [key: string]: string | Tree }

/** Every sentence of a tree by its dotted path. */
const sentences = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : [...sentences(value, `${prefix}${key}.`)],
    ),
  )

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

const { agency: _agency, ...shared } = fr
const french = sentences(shared)

describe('the server’s messages', () => {
  it.each(LANGUAGES)('in %s have every French key, no other, and the same slots', (lang) => {
    // French's own table also holds the agency's words, which no other language has.
    const table = new Map(
      [...sentences(messages(lang))].filter(([key]) => !key.startsWith('agency.')),
    )
    expect([...table.keys()].sort()).toEqual([...french.keys()].sort())
    for (const [key, text] of table) {
      expect(text.trim(), key).not.toBe('')
      expect(slots(text), key).toEqual(slots(french.get(key)!))
    }
  })

  it('fill their slots with the values given', () => {
    expect(t('fr', 'alert.subjectMany', { count: 3 })).toBe(
      '3 nouveaux biens correspondent à votre recherche',
    )
    expect(t('en', 'alert.priceDrop', { from: '9M €', to: '8M €' })).toBe(
      'Price lowered from 9M € to 8M €',
    )
    expect(t('it', 'layout.team', { agency: 'Belsunce' })).toBe('Il team di Belsunce')
    expect(t('ru', 'greeting.hello')).toBe('Здравствуйте')
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}')
    // A value is put in as it is, even when it looks like a slot or a replacement pattern.
    expect(t('en', 'layout.team', { agency: '$& {agency}' })).toBe('The $& {agency} team')
  })

  it('write the agency’s own words in French whatever the language asked', () => {
    expect(t('ru', 'agency.seeInAdmin')).toBe('Voir dans l’administration')
    expect(
      t('en', 'agency.lead.visitSubjectOffer', { client: 'Anna Petrova', offer: 'R1 — Villa' }),
    ).toBe('Nouvelle demande de visite — Anna Petrova — R1 — Villa')
    expect(t('it', 'agency.lead.contactSubject', { firstname: 'Zoé', name: 'Martin' })).toBe(
      'Nouveau message de contact — Zoé Martin',
    )
  })

  it('escape a sentence for HTML but not the HTML values given', () => {
    expect(
      tHtml('it', 'visitAck.received', { offer: '<strong>R1</strong>', from: '1', to: '2' }),
    ).toBe(
      'Abbiamo ricevuto la Sua richiesta di visita dell’immobile <strong>R1</strong>, tra il 1 e il 2.',
    )
    expect(tHtml('fr', 'sheet.inventoryFees', { amount: '5 €' })).toBe(
      'dont 5 € pour l&#39;état des lieux',
    )
  })

  it('are typed by the French keys and slots', () => {
    // @ts-expect-error: no such key
    expect(() => t('fr', 'alert.nothing')).toThrow()
    // @ts-expect-error: a sentence with slots needs their values
    t('fr', 'alert.subjectMany')
    // @ts-expect-error: a slot the sentence does not have
    t('fr', 'alert.priceDrop', { from: 1, too: 2 })
    // @ts-expect-error: a sentence without slots takes no values
    t('fr', 'alert.see', { x: 1 })
    // A sentence written over several lines keeps its slots.
    // @ts-expect-error: energyCost has {min}, {max} and {year}
    t('fr', 'sheet.energyCost', { min: 1 })
  })
})
