/**
 * What marks a field as wrong, for every field of the site's forms: `aria-invalid`, and the
 * message shown under the field, tied to it by `aria-describedby` so a screen reader reads it
 * with the field. `describedBy` keeps the field's own description (a hint) first.
 */
export function invalidProps(id: string, error: string | undefined, describedBy?: string) {
  const ids = [describedBy, error ? errorId(id) : undefined].filter(Boolean).join(' ')
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const
}

export const errorId = (id: string) => `${id}-error`

/** The message under a field that is missing or wrong; nothing when it is right. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <span id={errorId(id)} className="field__error">
      {error}
    </span>
  )
}
