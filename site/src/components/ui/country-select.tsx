import { CONTACT_COUNTRIES } from '@contract/accounts'

import { useTexts } from '../../i18n/texts'
import { FieldError, invalidProps } from './field-error'

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
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={id}
        name={name}
        className="input"
        value={value}
        aria-required
        {...invalidProps(id, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('form.choose')}</option>
        {countries.map((c) => (
          <option key={c} value={c}>
            {t(`country.${c}`, { defaultValue: c })}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  )
}
