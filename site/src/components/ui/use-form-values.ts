import { useState } from 'react'

/** A form's values as one record, with a setter per field for the inputs' change handlers. */
export function useFormValues<T extends object>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial)
  const set =
    <K extends keyof T>(key: K) =>
    (v: T[K]) =>
      setValues((prev) => ({ ...prev, [key]: v }))
  return { values, setValues, set }
}
