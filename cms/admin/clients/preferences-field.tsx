'use client'
import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

const WORDS = {
  fr: {
    hint: 'Ce que le site garde pour le client (langue, favoris…), en JSON.',
    invalid: 'Ce texte n’est pas un objet JSON valide : il ne sera pas enregistré tel quel.',
  },
  en: {
    hint: 'What the site keeps for the client (language, favourites…), as JSON.',
    invalid: 'This text is not a valid JSON object: it will not be saved as it is.',
  },
}

const show = (value: unknown) => (value == null ? '' : JSON.stringify(value, null, 2))

/** A JSON object typed as text, or undefined when it is not one. */
function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null }
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? { ok: true, value }
      : { ok: false }
  } catch {
    return { ok: false }
  }
}

/**
 * The client's preferences as plain JSON text. Payload's JSON field loads its code editor from a
 * CDN, which the admin's Content-Security-Policy refuses (the box stayed blank); this one is a
 * bundled textarea. Text that is not a JSON object is kept as text, which the field's validation
 * refuses on save.
 */
export const PreferencesField: JSONFieldClientComponent = ({ field, path, readOnly }) => {
  const { i18n } = useTranslation()
  const words = i18n.language === 'en' ? WORDS.en : WORDS.fr
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path })
  const [text, setText] = useState(() => show(value))
  const [invalid, setInvalid] = useState(false)

  // The form's value may change under the field (a reset, a save that normalised it).
  useEffect(() => {
    if (typeof value === 'string') return
    const current = parsed(text)
    if (current.ok && JSON.stringify(current.value) === JSON.stringify(value ?? null)) return
    setText(show(value))
    setInvalid(false)
  }, [value])

  const change = (next: string) => {
    setText(next)
    const result = parsed(next)
    setInvalid(!result.ok)
    setValue(result.ok ? result.value : next)
  }

  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={`field-type textarea client-preferences${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <textarea
          id={id}
          className="client-preferences__text"
          rows={8}
          spellCheck={false}
          value={text}
          readOnly={readOnly}
          aria-invalid={invalid || showError}
          aria-describedby={`${id}-hint`}
          onChange={(e) => change(e.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className="field-description">
        {invalid ? words.invalid : showError && errorMessage ? errorMessage : words.hint}
      </p>
    </div>
  )
}
