import type { InputHTMLAttributes, ReactNode } from 'react'

import { LineIcon } from '../line-icon'
import { FieldError, invalidProps } from './field-error'

type PickerFieldProps = {
  id: string
  className: string
  label: string
  required?: boolean
  /** The typed entry; the field adds its id and look. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>
  /** The button that opens the picker, with its accessible name and icon. */
  toggle: { label: string; open: boolean; onToggle: () => void; icon: ReactNode }
  /** The picker itself, shown while open. */
  children?: ReactNode
  /** Why the value is refused, shown under the field. */
  error?: string
}

/** A value typed with a mask or picked from a pop-up: label, input and the button opening the picker. */
export function PickerField({
  id,
  className,
  label,
  required,
  input,
  toggle,
  children,
  error,
}: PickerFieldProps) {
  return (
    <div className={`field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="date-picker__row">
        <input
          id={id}
          className="input"
          inputMode="numeric"
          aria-required={required}
          {...input}
          {...invalidProps(id, error)}
        />
        <button
          type="button"
          className="icon-button"
          aria-expanded={toggle.open}
          aria-label={toggle.label}
          onClick={toggle.onToggle}
        >
          <LineIcon weight={1.6}>{toggle.icon}</LineIcon>
        </button>
      </div>
      <FieldError id={id} error={error} />
      {children}
    </div>
  )
}
