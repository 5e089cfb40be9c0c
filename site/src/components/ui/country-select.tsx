import { CONTACT_COUNTRIES } from '@contract/accounts'

import { useTexts } from '../../i18n/texts'
import { RequiredSelect } from './required-select'

type Props = {
  id: string
  label: string
  value: string
  onChange: (country: string) => void
  className?: string
  error?: string
  /** The field's name in the form (what an assistant filling it reads). */
  name?: string
}

/**
 * The country field of the contact, visit-request and account forms: the countries the agency
 * offers, named in the page's language, sent by their French name. A country staff typed that the
 * list does not offer stays selectable.
 */
export function CountrySelect({
  id,
  label,
  value,
  onChange,
  className = 'field',
  error,
  name,
}: Props) {
  const { t } = useTexts()
  const countries: string[] =
    value && !(CONTACT_COUNTRIES as readonly string[]).includes(value)
      ? [value, ...CONTACT_COUNTRIES]
      : [...CONTACT_COUNTRIES]
  return (
    <RequiredSelect
      id={id}
      name={name}
      label={label}
      value={value}
      options={countries.map((c) => ({ value: c, label: t(`country.${c}`, { defaultValue: c }) }))}
      onChange={onChange}
      className={className}
      error={error}
    />
  )
}
