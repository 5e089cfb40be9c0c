import { describe, expect, it } from 'vitest'
import type { Language } from '@contract/languages'
import type { Offer } from '@contract/offer'

import en from '../../../i18n/locales/en.json'
import fr from '../../../i18n/locales/fr.json'
import itLocale from '../../../i18n/locales/it.json'
import ru from '../../../i18n/locales/ru.json'
import sp from '../../../i18n/locales/sp.json'
import { createI18n } from '../../../i18n/i18n'
import { feesSentence } from './fees-sentence'

const texts: Record<Language, Record<string, string>> = { fr, en, sp, ru, it: itLocale }
const plain = (s: string | null) => s?.replace(/[\u202f\u00a0]/g, ' ') ?? null
const sentence = (offer: Partial<Offer>, lang: Language) =>
  plain(
    feesSentence(
      { of_sell: true, of_rent: false, ...offer } as Offer,
      createI18n(lang, texts[lang]).t,
      lang,
    ),
  )

// A French sale at 1,040,000 € whose buyer pays 4 % of the 1,000,000 € the seller receives.
const french: Partial<Offer> = {
  of_area: 'france',
  of_sell_sum: 1_040_000,
  of_price_sell: 1_040_000,
  of_fees_payer: 'buyer',
  of_fees_percent: 4,
  of_price_excl_fees: 1_000_000,
}

describe('the sentence on the agency fees of a sale', () => {
  it('states the rate incl. VAT, the price with fees and the price without them, in the five languages', () => {
    expect(sentence(french, 'fr')).toBe(
      "Honoraires à la charge de l'acquéreur : 4 % TTC du prix hors honoraires. Prix honoraires inclus : 1 040 000 € ; prix hors honoraires : 1 000 000 €.",
    )
    expect(sentence(french, 'en')).toBe(
      'Agency fees paid by the buyer: 4% incl. VAT of the price excluding fees. Price including fees: €1,040,000; price excluding fees: €1,000,000.',
    )
    expect(sentence(french, 'sp')).toBe(
      'Honorarios a cargo del comprador: 4 % IVA incluido del precio sin honorarios. Precio con honorarios: 1.040.000 €; precio sin honorarios: 1.000.000 €.',
    )
    expect(sentence(french, 'ru')).toBe(
      'Комиссию агентства оплачивает покупатель: 4 % с НДС от цены без комиссии. ' +
        'Цена с комиссией: 1 040 000 €; цена без комиссии: 1 000 000 €.',
    )
    expect(sentence(french, 'it')).toBe(
      "Onorari a carico dell'acquirente: 4% IVA inclusa del prezzo al netto degli onorari. " +
        'Prezzo onorari inclusi: 1.040.000 €; prezzo al netto degli onorari: 1.000.000 €.',
    )
  })

  it('says when the seller pays', () => {
    expect(sentence({ ...french, of_fees_payer: 'seller', of_fees_percent: null }, 'fr')).toBe(
      'Honoraires à la charge du vendeur.',
    )
    expect(sentence({ ...french, of_fees_payer: 'seller', of_fees_percent: null }, 'ru')).toBe(
      'Комиссию агентства оплачивает продавец.',
    )
  })

  it('adds the fee on top of a Monaco price', () => {
    expect(
      sentence(
        {
          of_area: 'monaco',
          of_sell_sum: 5_000_000,
          of_fees_payer: 'buyer',
          of_fees_percent: 3.6,
          of_price_excl_fees: 5_000_000,
        },
        'en',
      ),
    ).toBe('Agency fees paid by the buyer on top of the price: 3.6% incl. VAT.')
  })

  it('gives the rate without any figure of a price on request', () => {
    const onRequest = {
      ...french,
      of_sell_uponrequest: true,
      of_sell_sum: null,
      of_price_sell: null,
      of_price_excl_fees: null,
    }
    expect(sentence(onRequest, 'fr')).toBe(
      "Honoraires à la charge de l'acquéreur : 4 % TTC du prix hors honoraires.",
    )
  })

  it('says nothing when who pays is unknown, or for a rental', () => {
    expect(sentence({ ...french, of_fees_payer: null }, 'fr')).toBeNull()
    expect(sentence({ ...french, of_sell: false }, 'fr')).toBeNull()
  })
})
