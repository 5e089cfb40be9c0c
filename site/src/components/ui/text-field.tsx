import { type InputHTMLAttributes, useId } from 'react'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & { label: string; value: string; onValueChange: (v: string) => void; multiline?: number }

export function TextField({ label, value, onValueChange, multiline, required, className, ...rest }: TextFieldProps) {
  const id = useId()
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea id={id} className="input" rows={multiline} value={value} aria-required={required} onChange={(e) => onValueChange(e.target.value)} />
      ) : (
        <input id={id} className="input" value={value} aria-required={required} onChange={(e) => onValueChange(e.target.value)} {...rest} />
      )}
    </div>
  )
}
