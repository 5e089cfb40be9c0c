import type { Language } from '@contract/languages'

import places from './places.json'

export type Names = Record<Language, string>
export type Place = { value: string; area: 'monaco' | 'france' | 'international'; city: string; country: string; names: Names; weight: number }

// The tables live in JSON: names in the five languages and each place's weight among the demo offers.
/** Monaco's districts, then the Côte d'Azur towns: the district tiles, in display order. */
export const MONACO_DISTRICTS = places.MONACO_DISTRICTS as Place[]
export const RIVIERA_TOWNS = places.RIVIERA_TOWNS as Place[]
export const ABROAD = places.ABROAD as Place[]

export const PLACES: Place[] = [...MONACO_DISTRICTS, ...RIVIERA_TOWNS, ...ABROAD]

const n = (fr: string, en: string, sp: string, ru: string, it: string): Names => ({ fr, en, sp, ru, it })

export const COUNTRIES: Array<{ cu_code: string; names: Names }> = [
  { cu_code: 'MC', names: n('Monaco', 'Monaco', 'Mónaco', 'Монако', 'Monaco') },
  { cu_code: 'FR', names: n('France', 'France', 'Francia', 'Франция', 'Francia') },
  { cu_code: 'GB', names: n('Royaume-Uni', 'United Kingdom', 'Reino Unido', 'Великобритания', 'Regno Unito') },
  { cu_code: 'IT', names: n('Italie', 'Italy', 'Italia', 'Италия', 'Italia') },
  { cu_code: 'CH', names: n('Suisse', 'Switzerland', 'Suiza', 'Швейцария', 'Svizzera') },
  { cu_code: 'AE', names: n('Émirats arabes unis', 'United Arab Emirates', 'Emiratos Árabes Unidos', 'ОАЭ', 'Emirati Arabi Uniti') },
  { cu_code: 'ES', names: n('Espagne', 'Spain', 'España', 'Испания', 'Spagna') },
  { cu_code: 'RU', names: n('Russie', 'Russia', 'Rusia', 'Россия', 'Russia') },
]

/** Price ranges (euros): sale asking price, monthly rent. */
export const PRICE_RANGES: Record<Place['area'], { sale: [number, number]; rent: [number, number] }> = {
  monaco: { sale: [2_500_000, 60_000_000], rent: [5_000, 80_000] },
  france: { sale: [600_000, 25_000_000], rent: [2_000, 40_000] },
  international: { sale: [900_000, 30_000_000], rent: [3_000, 45_000] },
}
