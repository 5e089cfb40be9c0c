import { describe, expect, it } from 'vitest'
import { informalItalianWords, lowerCaseCourtesyWords } from '@contract/italian-address'

import itLocale from './locales/it.json'

const texts = Object.entries(itLocale as Record<string, string>)

/**
 * Texts whose lower-case "suo", "sua", "suoi", "sue" are not the reader's: an account's deletion,
 * an alert's e-mails, and the browser assistant's tools, which speak of the visitor.
 */
const NOT_THE_READER: Record<string, string[]> = {
  'privacy.kept.visits.howLong': ['sua'],
  'privacy.kept.favourites.howLong': ['sua'],
  'privacy.right.objection.how': ['sue'],
  'assistant.searchOffers': ['sua'],
  'assistant.askVisit': ['suoi'],
}

/** The labels of the site's buttons and links that name an action. */
const BUTTONS = `
  dialog.cancel dialog.confirm dialog.apply dialog.close altcha.verify altcha.reload altcha.cancel
  date.openCalendar carousel.pause carousel.play home.search home.featuredAll student.cta
  filters.clear filters.reset filters.show filters.showCount_one filters.showCount_other
  empty.removeLast empty.widenBudget empty.saveAlert favourites.add favourites.remove
  offer.back offer.contactUs offer.print offer.call offer.video share.copy
  visit.send contact.send valuation.send valuation.another
  login.submit login.cancel login.sendReset login.savePassword login.connectNow login.logout
  subscribe.submit account.saveDetails account.markRead account.reply.send account.changePassword
  account.ownData.json account.ownData.html account.delete.open account.delete.confirm
  map.searchArea map.clearArea map.showList map.showMap
  alerts.alertMe alerts.save alerts.delete alerts.outcome.home
  alerts.ask.confirmed.button alerts.ask.unsubscribed.button verifyEmail.button
`
  .trim()
  .split(/\s+/)

describe('the site’s Italian texts', () => {
  it('address visitors and clients formally, never as "tu" or "voi"', () => {
    const informal = texts
      .map(([key, text]) => [key, informalItalianWords(text)] as const)
      .filter(([, found]) => found.length)
    expect(informal).toEqual([])
  })

  it('write "Lei", "Suo", "Sua" with a capital wherever they mean the reader', () => {
    const lowerCase = texts
      .map(([key, text]) => [key, lowerCaseCourtesyWords(text)] as const)
      .filter(([key, found]) => found.length && found.join() !== NOT_THE_READER[key]?.join())
    expect(lowerCase).toEqual([])
    // The forms are there to be checked: the client area speaks to the reader throughout.
    const formal = texts.filter(([, text]) => /\b(Suo|Sua|Suoi|Sue)\b/.test(text))
    expect(formal.length).toBeGreaterThan(80)
  })

  it('name the action of a button or a link in the infinitive, one style for all', () => {
    const infinitive = /^\p{L}+(are|ere|ire|ar(mi|si)|er(mi|si)|ir(mi|si))(?!\p{L})/u
    const italian = itLocale as Record<string, string>
    expect(BUTTONS.filter((key) => !infinitive.test(italian[key]))).toEqual([])
  })
})
