import { TextField } from './text-field'

type Slot = 'firstname' | 'name' | 'email' | 'tel'

const AUTOCOMPLETE: Record<Slot, { autoComplete: string; type?: string }> = {
  firstname: { autoComplete: 'given-name' },
  name: { autoComplete: 'family-name' },
  email: { autoComplete: 'email', type: 'email' },
  tel: { autoComplete: 'tel', type: 'tel' },
}

type PersonFieldsProps<K extends string> = {
  /** Which of the form's fields holds each part. */
  fields: Record<Slot, K>
  values: Record<K, string>
  label: (key: K) => string
  onChange: (key: K) => (v: string) => void
  /** Why a field is refused, by field. */
  errors?: Partial<Record<K, string>>
}

/** First name, name, e-mail and telephone, all required: who writes to the agency or asks to visit. */
export function PersonFields<K extends string>({
  fields,
  values,
  label,
  onChange,
  errors = {},
}: PersonFieldsProps<K>) {
  return (
    <>
      {(Object.keys(AUTOCOMPLETE) as Slot[]).map((slot) => (
        <TextField
          key={slot}
          name={fields[slot]}
          label={label(fields[slot])}
          value={values[fields[slot]]}
          onValueChange={onChange(fields[slot])}
          required
          error={errors[fields[slot]]}
          {...AUTOCOMPLETE[slot]}
        />
      ))}
    </>
  )
}
