import { type FormEvent, useCallback, useRef, useState } from 'react'

/**
 * What every form of the site does on submit: no page load, the form's own checks and call, and
 * no second run while the first is pending (a double click sends once). `pending` can disable the
 * submit button.
 */
type AgentSubmit = SubmitEvent & {
  agentInvoked?: boolean
  respondWith?: (answer: Promise<string>) => void
}

export function useFormSubmit(
  submit: () => Promise<unknown> | unknown,
  /** What an assistant that filled the form (WebMCP) hears when the visitor sends it. */
  assistantAnswer?: string,
): {
  pending: boolean
  onSubmit: (e: FormEvent<HTMLFormElement>) => void
} {
  const [pending, setPending] = useState(false)
  const running = useRef(false)
  const latest = useRef(submit)
  latest.current = submit
  const answer = useRef(assistantAnswer)
  answer.current = assistantAnswer
  const onSubmit = useCallback((e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (running.current) return
    running.current = true
    setPending(true)
    const done = Promise.resolve()
      .then(() => latest.current())
      .finally(() => {
        running.current = false
        setPending(false)
      })
    void done
    // At once: the page then shows the answer to the visitor, and it may change the form (emptied
    // once sent), which ends the assistant's call unanswered.
    const event = e.nativeEvent as AgentSubmit
    if (event.agentInvoked && answer.current) event.respondWith?.(Promise.resolve(answer.current))
  }, [])
  return { pending, onSubmit }
}
