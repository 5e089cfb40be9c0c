import type { Language } from '@contract/languages'

import { localized } from '../payload/payload-values'

/**
 * An offer as a mail names it: its reference and its name in `lang` ("MC-123 — Penthouse du
 * Port"), either alone when the other is empty; '' for no offer.
 */
export function offerLabel(
  offer: { of_ref?: string | null; of_name?: unknown } | null | undefined,
  lang: Language = 'fr',
): string {
  if (!offer) return ''
  return [offer.of_ref, localized(offer.of_name, lang)].filter(Boolean).join(' — ')
}
