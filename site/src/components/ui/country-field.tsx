import { useMemo } from 'react'
import { htmlLang, type Language } from '@contract/languages'

import { useTexts } from '../../i18n/texts'
import {
  countryName,
  countryOptions,
  findCountry,
  likelyCountry,
  STORED_COUNTRY_LOCALE,
} from './country-list'
import { useHydrated } from '../../lib/use-hydrated'
import { FieldError, invalidProps } from './field-error'

type Props = {
  id: string
  label: string
  /** What the visitor typed or picked, as shown. */
  value: string
  onChange: (text: string) => void
  className?: string
  error?: string
  /** The field's name in the form (what an assistant filling it reads). */
  name?: string
}

/** The languages a typed country name is looked for in: the page's, French, English, the browser's. */
function countryLocales(pageLanguage: Language): string[] {
  const browser = typeof navigator === 'undefined' ? [] : [...navigator.languages]
  return [htmlLang(pageLanguage), STORED_COUNTRY_LOCALE, 'en', ...browser]
}

/** The country code of what the visitor typed in a CountryField, or null when it names none. */
export const typedCountry = (text: string, pageLanguage: Language): string | null =>
  findCountry(text, countryLocales(pageLanguage))

/** What the API stores for the typed country, whatever the page's language: its French name. */
export function storedCountry(text: string, pageLanguage: Language): string {
  const code = typedCountry(text, pageLanguage)
  return code ? countryName(code, STORED_COUNTRY_LOCALE) : text.trim()
}

/**
 * Every country, named in the page's language, typed or picked from the browser's own suggestions
 * (an input with a datalist: a combobox that keyboards and screen readers already know). The
 * visitor's likely country comes first. The list is built in the browser only: it depends on the
 * browser's languages, and its names on the browser's own Intl data.
 */
export function CountryField({
  id,
  label,
  value,
  onChange,
  className = 'field',
  error,
  name,
}: Props) {
  const { lang } = useTexts()
  const hydrated = useHydrated()
  const locale = htmlLang(lang)
  const options = useMemo(
    () => (hydrated ? countryOptions(locale, likelyCountry(lang, navigator.languages)) : []),
    [hydrated, locale, lang],
  )
  const listId = `${id}-list`
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        name={name}
        className="input"
        list={listId}
        autoComplete="country-name"
        aria-required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
      />
      <datalist id={listId}>
        {options.map((c) => (
          <option key={c.code} value={c.name} />
        ))}
      </datalist>
      <FieldError id={id} error={error} />
    </div>
  )
}
