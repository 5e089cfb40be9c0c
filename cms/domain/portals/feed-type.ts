import type { Item, Offer } from '../../payload-types'

/** A property type as each portal names it. */
export type FeedType = { code: string; label: string; kyero: string; jamesedition: string }

/**
 * Our type codes in Kyero's and JamesEdition's words. Kyero maps free text to its standard types
 * (letters, spaces and & ( ) / - only); JamesEdition names residential types.
 */
const KNOWN: Record<string, { kyero: string; jamesedition: string }> = {
  apartment: { kyero: 'Apartment', jamesedition: 'Apartment' },
  studio: { kyero: 'Studio', jamesedition: 'Apartment' },
  duplex: { kyero: 'Duplex', jamesedition: 'Apartment' },
  penthouse: { kyero: 'Penthouse', jamesedition: 'Penthouse' },
  villa: { kyero: 'Villa', jamesedition: 'Villa' },
  townhouse: { kyero: 'Town house', jamesedition: 'Townhouse' },
  land: { kyero: 'Land', jamesedition: 'Land' },
  office: { kyero: 'Commercial property', jamesedition: 'Office' },
  shop: { kyero: 'Commercial property', jamesedition: 'Commercial' },
  parking: { kyero: 'Garage', jamesedition: 'Parking' },
  cellar: { kyero: 'Garage', jamesedition: 'Storage' },
}

/** A label in the characters Kyero's type accepts: accents dropped, anything else removed. */
export const kyeroTypeText = (label: string): string =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z&\s()/-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** The offer's type (its reference item of kind `type`), or null when it has none or none a portal can name. */
export function feedType(o: Pick<Offer, 'of_type'>, items: Item[]): FeedType | null {
  const item = items.find((i) => i.kind === 'type' && i.value === o.of_type)
  if (!item) return null
  const label = (item.label_en || item.label_fr || item.text || '').trim()
  const known = KNOWN[item.text]
  const kyero = known?.kyero ?? kyeroTypeText(label)
  if (kyero.length < 3 || !label) return null
  return { code: item.text, label, kyero, jamesedition: known?.jamesedition ?? label }
}
