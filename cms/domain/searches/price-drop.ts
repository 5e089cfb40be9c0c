import type { Language } from '@contract/languages'
import { formatPrice } from '@contract/format-price'

import { t } from '../messages'

/** The fields of an offer that tell whether its asking price was just lowered. */
export type DropFields = {
  of_sell?: boolean | null
  of_rent?: boolean | null
  of_price_sell?: number | null
  of_price_rent?: number | null
  of_sell_uponrequest?: boolean | null
  of_rent_uponrequest?: boolean | null
  of_previous_price_sell?: number | null
  of_previous_price_rent?: number | null
}

const positive = (v: number | null | undefined): v is number => typeof v === 'number' && v > 0

/**
 * "Prix baissé de 8M € à 4,5M €" for an offer published again at a lower asking price (the
 * offers' hook keeps the price it came from), else null. A price on request is never written:
 * its figures are not even read for the public.
 */
export function priceDropText(offer: DropFields, lang: Language): string | null {
  const lines = (['sell', 'rent'] as const).flatMap((kind) => {
    const [was, now] = [offer[`of_previous_price_${kind}`], offer[`of_price_${kind}`]]
    if (
      offer[`of_${kind}`] !== true ||
      offer[`of_${kind}_uponrequest`] === true ||
      !positive(was) ||
      !positive(now) ||
      now >= was
    )
      return []
    return [
      t(lang, kind === 'sell' ? 'alert.priceDrop' : 'alert.rentDrop', {
        from: formatPrice(was, lang),
        to: formatPrice(now, lang),
      }),
    ]
  })
  return lines.length ? lines.join(' · ') : null
}
