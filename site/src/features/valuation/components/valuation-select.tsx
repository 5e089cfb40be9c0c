import { useId } from 'react'

import { useTexts } from '../../../i18n/texts'
import { FieldError, invalidProps } from '../../../components/ui/field-error'

type Props = {
  name: string
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  error?: string
}

/** A required choice of the valuation form (district, property type) from the reference data. */
export function ValuationSelect({ name, label, value, options, onChange, error }: Props) {
  const { t } = useTexts()
  const id = useId()
  return (
    <div className="field">
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
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  )
}
