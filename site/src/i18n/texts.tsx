import type { i18n as I18n, TFunction } from 'i18next'
import { createContext, type ReactNode, useContext } from 'react'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@contract/languages'

import { browserInstance } from './i18n'

/** The page's language and its translate function. */
export type Texts = { t: TFunction; lang: Language }

/**
 * One Texts per i18next instance and language: a component's render creates no function (the
 * server renders every page with its language's shared instance), and a new language makes a new
 * value, so every component that shows texts renders again when the visitor switches.
 */
const known = new WeakMap<I18n, Map<Language, Texts>>()
export function textsOf(instance: I18n, lang: Language): Texts {
  let byLanguage = known.get(instance)
  if (!byLanguage) known.set(instance, (byLanguage = new Map()))
  let texts = byLanguage.get(lang)
  if (!texts) byLanguage.set(lang, (texts = { t: remembering(instance.getFixedT(lang)), lang }))
  return texts
}

const REMEMBERED = 2000

const idOf = (key: string, options: unknown): string | undefined => {
  try {
    return `${key}\u0000${JSON.stringify(options)}`
  } catch {
    return undefined
  }
}

/**
 * A page asks for hundreds of texts, most of them with the same values on every page (labels,
 * headings), and i18next works each out anew (key, fallbacks, plural, interpolation). The texts
 * of an instance and language do not change (another version of the texts is another instance),
 * so each answer is remembered, by key and values, up to REMEMBERED answers.
 */
function remembering(t: TFunction): TFunction {
  // i18next types each key with its own options; this wrapper passes any key and options through.
  const lookUp = t as (key: string, options?: unknown) => unknown
  const known = new Map<string, string>()
  const remember = (key: string, options: unknown): string | undefined => {
    if (typeof key !== 'string') return undefined
    const id = options === undefined ? key : idOf(key, options)
    if (id === undefined) return undefined
    let text = known.get(id)
    if (text === undefined) {
      const answer = lookUp(key, options)
      if (typeof answer !== 'string') return undefined
      if (known.size >= REMEMBERED) known.clear()
      known.set(id, (text = answer))
    }
    return text
  }
  return ((key: string, options?: unknown) =>
    remember(key, options) ?? lookUp(key, options)) as TFunction
}

const TextsContext = createContext<Texts | null>(null)

export function TextsProvider({
  i18n,
  lang,
  children,
}: {
  i18n: I18n
  lang: Language
  children: ReactNode
}) {
  return <TextsContext.Provider value={textsOf(i18n, lang)}>{children}</TextsContext.Provider>
}

/** The page's texts: `t(key, values)` and the language they are in. */
export function useTexts(): Texts {
  const texts = useContext(TextsContext)
  if (texts) return texts
  const instance = browserInstance()
  if (!instance) throw new Error('useTexts needs a TextsProvider (or createI18n first, in a test)')
  return textsOf(instance, isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE)
}

/** The language the page is shown in. */
export const useLanguage = (): Language => useTexts().lang
