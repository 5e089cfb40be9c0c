import { useId } from 'react'

import { useTexts } from '../../i18n/texts'
import { FieldError, invalidProps } from './field-error'

const CIVILITIES = ['mme', 'm'] as const
export type Civility = (typeof CIVILITIES)[number]

/** Madam or Sir, as radio buttons on a row of the form grid. */
export function CivilityField({
  name,
  value,
  onChange,
  required,
  error,
}: {
  name: string
  value: string
  onChange: (v: Civility) => void
  required?: boolean
  error?: string
}) {
  const { t } = useTexts()
  const id = useId()
  return (
    <fieldset
      className="field form-grid__wide radio-row"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={required}
      // The group's name for an assistant filling the form (WebMCP reads no legend).
      toolparamdescription={t('visit.co_civility')}
      {...invalidProps(id, error)}
    >
      <legend id={`${id}-legend`} className="field__label">
        {t('visit.co_civility')}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {CIVILITIES.map((c) => (
        <label key={c} className="radio">
          <input
            type="radio"
            name={name}
            value={c}
            checked={value === c}
            onChange={() => onChange(c)}
          />
          {t(`civility.${c}`)}
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
