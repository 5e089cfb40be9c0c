'use client'
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { useState } from 'react'

import { formatAmount, parseAmount } from './amount-text'

/**
 * An amount of euros typed and read with the admin language's thousands separators ("2 500 000"
 * in French, "2,500,000" in English) and stored as a number. A figure typed for a sale or a rent
 * ticks "for sale" / "for rent" (`marks`), which it would be pointless without.
 */
export const PriceInputField: NumberFieldClientComponent = (props) => {
  const { field, path: fieldPath, readOnly } = props
  const marks = (props as { marks?: string }).marks
  const path = fieldPath ?? field.name
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const { value, setValue, showError, errorMessage } = useField<number | string | null>({ path })
  const mark = useField<boolean>({ path: marks ?? path })
  const [typing, setTyping] = useState<string | null>(null)
  const shown = typing ?? formatAmount(value, lang)
  const disabled = Boolean(readOnly || field.admin?.readOnly)

  const onChange = (text: string) => {
    setTyping(text)
    const amount = parseAmount(text, lang)
    setValue(amount === undefined ? text : amount)
    if (marks && typeof amount === 'number' && amount > 0 && mark.value !== true)
      mark.setValue(true)
  }

  return (
    <div
      className={`field-type number price-input${showError ? ' error' : ''}`}
      style={{ flex: '1 1 auto' }}
    >
      <FieldLabel label={field.label} path={path} required={field.required} />
      <div className="field-type__wrap">
        <FieldError path={path} message={errorMessage} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <input
            id={`field-${path.replace(/\./g, '__')}`}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={shown}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            onBlur={() => setTyping(null)}
          />
          <span aria-hidden="true">€</span>
        </div>
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
