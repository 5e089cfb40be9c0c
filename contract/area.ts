import type { Area } from './limits'
import { isMonacoCity } from './offer'

export type { Area }

/**
 * The area a building belongs to, as the offers filter understands it: the city MONACO is
 * Monaco, any other place in France (or with no country) is the Côte d'Azur, anything else is
 * international.
 */
export function areaOf(
  buCity: string | null | undefined,
  countryCode: string | null | undefined,
): Area {
  if (isMonacoCity(buCity) || countryCode === 'MC') return 'monaco'
  if (!countryCode || countryCode === 'FR') return 'france'
  return 'international'
}
