'use client'
import { FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/**
 * A visit date typed or picked in the browser's own date input, which shows it in the staff
 * member's format (`jj/mm/aaaa` in French); stored as before, `YYYY-MM-DD`.
 */
export const VisitDateField: TextFieldClientComponent = ({ field, path, readOnly }) => {
  const { value, setValue, showError, errorMessage } = useField<string>({ path })
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={`field-type text visit-date${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} message={errorMessage} showError={showError} />
        <input
          id={id}
          type="date"
          value={value ?? ''}
          readOnly={readOnly}
          disabled={readOnly}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
    </div>
  )
}
