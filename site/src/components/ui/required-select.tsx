import { useId } from 'react'

import { useTexts } from '../../i18n/texts'
import { FieldError, invalidProps } from './field-error'

type Props = {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  /** The field's name in the form (what an assistant filling it reads). */
  name?: string
  /** The select's id, when a label elsewhere points to it; a generated one otherwise. */
  id?: string
  className?: string
  error?: string
}

/** A required choice among `options`, "Choose…" first, with its error under it. */
export function RequiredSelect({
  label,
  value,
  options,
  onChange,
  name,
  id,
  className = 'field',
  error,
}: Props) {
  const { t } = useTexts()
  const generated = useId()
  const selectId = id ?? generated
  return (
    <div className={className}>
      <label className="field__label" htmlFor={selectId}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <select
        id={selectId}
        name={name}
        className="input"
        value={value}
        aria-required
        {...invalidProps(selectId, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={selectId} error={error} />
    </div>
  )
}
