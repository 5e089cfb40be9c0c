import { useCallback, useState } from 'react'

export type FieldErrors<K extends string> = Partial<Record<K, string>>

/**
 * The messages a form shows under its missing or wrong fields. `show` replaces them all (one
 * submit's findings) and counts an attempt, which moves focus to the first marked field (see
 * SiteForm); `clear` takes one field's message away as soon as the visitor changes it.
 */
export function useFieldErrors<K extends string>() {
  const [state, setState] = useState<{ errors: FieldErrors<K>; attempt: number }>({
    errors: {},
    attempt: 0,
  })
  const show = useCallback(
    (errors: FieldErrors<K>) => setState((s) => ({ errors, attempt: s.attempt + 1 })),
    [],
  )
  const clear = useCallback(
    (key: K) =>
      setState((s) => (s.errors[key] ? { ...s, errors: { ...s.errors, [key]: undefined } } : s)),
    [],
  )
  return { errors: state.errors, attempt: state.attempt, show, clear }
}
