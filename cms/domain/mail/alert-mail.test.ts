import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '@contract/languages'

import { alertMail, type AlertOffer } from './alert-mail'

const agency = {
  name: 'Belsunce Immobilier',
  address: '7 avenue de Grande-Bretagne, 98000 Monaco',
  phone: '+377 93 50 00 00',
  email: 'contact@belsunce.mc',
  website: 'https://www.belsunce.mc',
}

const offer = (n: number, drop?: string): AlertOffer => ({
  slug: `villa-${n}`,
  name: `Villa ${n}`,
  price: '4,5M €',
  drop: drop ?? null,
  image: n,
})
const DROP = 'Prix baissé de 8M € à 4,5M €'

const mail = (offers: AlertOffer[], lang: Language = 'fr') =>
  alertMail({
    offers,
    lang,
    token: 'token',
    publicUrl: 'https://www.belsunce.mc',
    agencyEmail: agency.email,
    agency,
  })

describe('an alert’s subject says what happened', () => {
  it('a new offer, or several', () => {
    expect(mail([offer(1)]).subject).toBe('Un nouveau bien correspond à votre recherche')
    expect(mail([offer(1), offer(2)]).subject).toBe(
      '2 nouveaux biens correspondent à votre recherche',
    )
  })

  it('a price drop names the offer, in the client’s language', () => {
    const one = mail([offer(1, DROP)])
    expect(one.subject).toBe('Baisse de prix : Villa 1')
    expect(one.text).toMatch(/^Le prix de ce bien correspondant à votre recherche/)
    expect(mail([offer(1, 'Price lowered')], 'en').subject).toBe('Price drop: Villa 1')
    expect(mail([offer(1, 'Bajada')], 'sp').subject).toBe('Bajada de precio: Villa 1')
    expect(mail([offer(1, 'Ribasso')], 'it').subject).toBe('Ribasso di prezzo: Villa 1')
    expect(mail([offer(1, 'Снижение')], 'ru').subject).toBe('Снижение цены: Villa 1')
    // A name is one line of a subject, whatever was typed in it.
    expect(mail([{ ...offer(1, DROP), name: 'Villa\r\nBcc: x@example.com' }]).subject).toBe(
      'Baisse de prix : Villa Bcc: x@example.com',
    )
    // An offer without a name in any language goes by its price.
    expect(mail([{ ...offer(1, DROP), name: ' ' }]).subject).toBe('Baisse de prix : 4,5M €')
  })

  it('several price drops, and new offers among which some price drops', () => {
    expect(mail([offer(1, DROP), offer(2, DROP)]).subject).toBe(
      'Baisse de prix : 2 biens de votre recherche',
    )
    const mixed = mail([offer(1), offer(2, DROP), offer(3)])
    expect(mixed.subject).toBe('3 biens correspondent à votre recherche, dont 1 en baisse de prix')
    expect(mixed.text).toMatch(/^Voici les nouveaux biens et les baisses de prix/)
  })

  it('differs for every case in every language', () => {
    for (const lang of LANGUAGES) {
      const subjects = new Set(
        [
          [offer(1)],
          [offer(1), offer(2)],
          [offer(1, DROP)],
          [offer(1, DROP), offer(2, DROP)],
          [offer(1), offer(2, DROP)],
        ].map((offers) => mail(offers, lang).subject),
      )
      expect(subjects.size, lang).toBe(5)
    }
  })
})

describe('an alert’s offer', () => {
  it('has its photo and details as blocks that stack on a phone, and a button to its page', () => {
    const { html } = mail([offer(7, DROP)])
    expect(html).toContain('class="offer-photo"')
    expect(html).toMatch(/<img src="[^"]+\/api\/1\.0\/images\/7\/400\/300\/cover" width="200"/)
    expect(html).toContain('max-width:200px;height:auto')
    expect(html).toMatch(
      /<a class="mail-button" href="https:\/\/www\.belsunce\.mc\/offers\/details\/villa-7\?lang=fr"/,
    )
    // Outlook on Windows lays the two blocks out as the cells of a table.
    expect(html).toContain('<!--[if mso]><table role="presentation" width="100%"')
  })
})

describe('an alert names who answers for each offer', () => {
  it('with a line to call, in the mail’s language, and nothing when no one is given', () => {
    const withContact = {
      ...offer(1),
      contact: { name: 'Camille Rossi', phone: '+377 97 97 00 11' },
    }
    const fr = mail([withContact, offer(2)])
    expect(fr.text).toContain('Votre interlocuteur : Camille Rossi · +377 97 97 00 11')
    expect(fr.html).toContain('<a href="tel:+37797970011">+377 97 97 00 11</a>')
    expect(fr.text.match(/Votre interlocuteur/g)).toHaveLength(1)
    expect(mail([withContact], 'ru').text).toContain('Ваш консультант: Camille Rossi')
  })
})
