import { intlLocale } from '@contract/languages'

/**
 * The ISO 3166-1 alpha-2 codes of every country and territory, two letters each, and Kosovo's
 * XK (not in the standard, used by the European Union): the browser names them in any language
 * (Intl.DisplayNames), so the bundle carries no table of names.
 */
const PACKED_CODES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCO' +
  'CRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHR' +
  'HTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMN' +
  'MOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSD' +
  'SESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSXK' +
  'YEYTZAZMZW'

export const COUNTRY_CODES: readonly string[] = PACKED_CODES.match(/../g) ?? []

const isCode = (code: string | undefined): code is string =>
  Boolean(code && COUNTRY_CODES.includes(code))

/** A country's name in a locale ('CH' in 'fr' is "Suisse"), or the code when the browser has none. */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
}

/** The language the site stores and mails a contact's country in: its name in French. */
export const STORED_COUNTRY_LOCALE = 'fr'

export type CountryOption = { code: string; name: string }

/** Every country named in the locale, in its alphabetical order, with `first` (when given) at the top. */
export function countryOptions(locale: string, first?: string | null): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  const all = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
  const top = all.find((c) => c.code === first)
  return top ? [top, ...all.filter((c) => c !== top)] : all
}

const regionOf = (tag: string): string | undefined => {
  try {
    return new Intl.Locale(tag).maximize().region
  } catch {
    return undefined
  }
}

/**
 * Where the visitor most likely lives: the region of the browser's first language (fr-CH is
 * Switzerland, de is Germany), else the page language's own country.
 */
export function likelyCountry(pageLanguage: string, browserLanguages: readonly string[]): string {
  const fromBrowser = browserLanguages.length ? regionOf(browserLanguages[0]) : undefined
  if (isCode(fromBrowser)) return fromBrowser
  return regionOf(intlLocale(pageLanguage)) ?? 'MC'
}

/** A name compared loosely: case, accents, apostrophes, dots, dashes and spaces aside. */
const loose = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * The country a visitor typed or picked, by its name (long or short) in any of `locales` or its
 * code, case and accents aside; null when nothing matches.
 */
export function findCountry(text: string, locales: readonly string[]): string | null {
  const wanted = loose(text)
  if (!wanted) return null
  const code = wanted.toUpperCase()
  if (isCode(code)) return code
  for (const locale of locales)
    for (const style of ['long', 'short'] as const) {
      const names = new Intl.DisplayNames([locale], { type: 'region', style })
      const found = COUNTRY_CODES.find((c) => loose(names.of(c) ?? '') === wanted)
      if (found) return found
    }
  return null
}
