import { type InputHTMLAttributes, useId } from 'react'

import { FieldError, invalidProps } from './field-error'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string
  value: string
  onValueChange: (v: string) => void
  multiline?: number
  /** Why the value is refused (missing, malformed), shown under the field. */
  error?: string
}

export function TextField({
  label,
  value,
  onValueChange,
  multiline,
  required,
  className,
  error,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const id = useId()
  const invalid = invalidProps(id, error, describedBy)
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={rest.name}
          className="input"
          rows={multiline}
          value={value}
          aria-required={required}
          {...invalid}
          onChange={(e) => onValueChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          className="input"
          value={value}
          aria-required={required}
          onChange={(e) => onValueChange(e.target.value)}
          {...rest}
          {...invalid}
        />
      )}
      <FieldError id={id} error={error} />
    </div>
  )
}
