import type { Locale } from '../../locales'

export type Names = Record<Locale, string>
export type Place = { value: string; area: 'monaco' | 'france' | 'international'; city: string; country: string; names: Names; weight: number }

const n = (fr: string, en = fr, sp = fr, ru = fr, it = fr): Names => ({ fr, en, sp, ru, it })

/** Monaco's districts, then the Côte d'Azur towns: the district tiles, in display order. */
export const MONACO_DISTRICTS: Place[] = [
  { value: 'monte-carlo', names: n('Monte-Carlo', 'Monte Carlo', 'Montecarlo', 'Монте-Карло', 'Monte Carlo'), weight: 4 },
  { value: 'larvotto', names: n('Larvotto', 'Larvotto', 'Larvotto', 'Ларвотто', 'Larvotto'), weight: 2 },
  { value: 'la-condamine', names: n('La Condamine', 'La Condamine', 'La Condamine', 'Ла Кондамин', 'La Condamine'), weight: 2 },
  { value: 'fontvieille', names: n('Fontvieille', 'Fontvieille', 'Fontvieille', 'Фонвьей', 'Fontvieille'), weight: 2 },
  { value: 'monaco-ville', names: n('Monaco-Ville', 'Monaco-Ville', 'Mónaco-Ciudad', 'Монако-Вилль', 'Monaco-Ville'), weight: 1 },
  { value: 'jardin-exotique', names: n('Jardin Exotique', 'Exotic Garden', 'Jardín Exótico', 'Экзотический сад', 'Giardino Esotico'), weight: 1 },
  { value: 'moneghetti', names: n('Moneghetti', 'Moneghetti', 'Moneghetti', 'Монегетти', 'Moneghetti'), weight: 1 },
  { value: 'saint-roman', names: n('Saint-Roman', 'Saint-Roman', 'Saint-Roman', 'Сен-Роман', 'Saint-Roman'), weight: 1 },
].map((p) => ({ ...p, area: 'monaco' as const, city: 'MONACO', country: 'MC' }))

export const RIVIERA_TOWNS: Place[] = [
  { value: 'nice', names: n('Nice', 'Nice', 'Niza', 'Ницца', 'Nizza'), weight: 2 },
  { value: 'cannes', names: n('Cannes', 'Cannes', 'Cannes', 'Канны', 'Cannes'), weight: 2 },
  { value: 'antibes', names: n('Antibes', 'Antibes', 'Antibes', 'Антиб', 'Antibes'), weight: 1 },
  { value: 'menton', names: n('Menton', 'Menton', 'Mentón', 'Ментона', 'Mentone'), weight: 1 },
  { value: 'beausoleil', names: n('Beausoleil', 'Beausoleil', 'Beausoleil', 'Босолей', 'Beausoleil'), weight: 1 },
  { value: 'cap-d-ail', names: n("Cap-d'Ail", "Cap-d'Ail", "Cap-d'Ail", 'Кап-д’Ай', "Capo d'Aglio"), weight: 1 },
  { value: 'roquebrune-cap-martin', names: n('Roquebrune-Cap-Martin', 'Roquebrune-Cap-Martin', 'Roquebrune-Cap-Martin', 'Рокбрюн-Кап-Мартен', 'Roccabruna-Capo Martino'), weight: 1 },
  { value: 'villefranche-sur-mer', names: n('Villefranche-sur-Mer', 'Villefranche-sur-Mer', 'Villefranche-sur-Mer', 'Вильфранш-сюр-Мер', 'Villafranca Marittima'), weight: 1 },
  { value: 'saint-jean-cap-ferrat', names: n('Saint-Jean-Cap-Ferrat', 'Saint-Jean-Cap-Ferrat', 'Saint-Jean-Cap-Ferrat', 'Сен-Жан-Кап-Ферра', 'Saint-Jean-Cap-Ferrat'), weight: 1 },
  { value: 'eze', names: n('Èze', 'Èze', 'Èze', 'Эз', 'Eze'), weight: 1 },
].map((p) => ({ ...p, area: 'france' as const, city: p.value.toUpperCase().replace(/-/g, ' '), country: 'FR' }))

export const ABROAD: Place[] = [
  { value: 'london', city: 'LONDON', country: 'GB', names: n('Londres', 'London', 'Londres', 'Лондон', 'Londra'), weight: 1 },
  { value: 'milan', city: 'MILAN', country: 'IT', names: n('Milan', 'Milan', 'Milán', 'Милан', 'Milano'), weight: 1 },
  { value: 'geneva', city: 'GENEVA', country: 'CH', names: n('Genève', 'Geneva', 'Ginebra', 'Женева', 'Ginevra'), weight: 1 },
  { value: 'dubai', city: 'DUBAI', country: 'AE', names: n('Dubaï', 'Dubai', 'Dubái', 'Дубай', 'Dubai'), weight: 1 },
].map((p) => ({ ...p, area: 'international' as const }))

export const PLACES: Place[] = [...MONACO_DISTRICTS, ...RIVIERA_TOWNS, ...ABROAD]

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
