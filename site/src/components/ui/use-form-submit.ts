import { type FormEvent, useCallback, useRef, useState } from 'react'

/**
 * What every form of the site does on submit: no page load, the form's own checks and call, and
 * no second run while the first is pending (a double click sends once). `pending` can disable the
 * submit button.
 */
export function useFormSubmit(submit: () => Promise<unknown> | unknown): {
  pending: boolean
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
} {
  const [pending, setPending] = useState(false)
  const running = useRef(false)
  const latest = useRef(submit)
  latest.current = submit
  const onSubmit = useCallback((e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (running.current) return
    running.current = true
    setPending(true)
    void Promise.resolve()
      .then(() => latest.current())
      .finally(() => {
        running.current = false
        setPending(false)
      })
  }, [])
  return { pending, onSubmit }
}
