import type { Language } from '@contract/languages'

import type { OfferPlan } from './offer-plan'
import type { Bank } from './text/bank'
import { en } from './text/en'
import { fr } from './text/fr'
import { it } from './text/it'
import { ru } from './text/ru'
import { sp } from './text/sp'

export const BANKS: Record<Language, Bank> = { fr, en, sp, ru, it }

/** An offer's name and 2–4 sentence description in one language. */
export function offerTexts(plan: OfferPlan, locale: Language): { name: string; text: string } {
  const bank = BANKS[locale]
  const facts = { ...plan, surface: plan.livable, place: plan.place.names[locale] }
  const sentences = [
    bank.intro(facts),
    bank.layout(facts),
    bank.feature(facts),
    plan.closing < 3 ? bank.closings[plan.closing] : '',
  ]
  return { name: bank.name(facts), text: sentences.filter(Boolean).join(' ') }
}
