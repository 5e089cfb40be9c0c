import { type ReactNode, useLayoutEffect, useRef } from 'react'

import { useTexts } from '../../i18n/texts'
import { useFormSubmit } from './use-form-submit'

type SiteFormProps = {
  className: string
  /** The form's accessible name: a label, or the id of the heading that names it. */
  label?: string
  labelledBy?: string
  submit: () => Promise<unknown> | unknown
  children: ReactNode
  /** Counts the submits refused for missing or wrong fields: each moves focus to the first one marked. */
  invalidAttempt?: number
  /**
   * The form as a tool assistants in the browser may fill (WebMCP): its name and what it does, in
   * the page's language. The visitor still sends it.
   */
  tool?: { name: string; description: string }
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]'

/** Focus on the first field marked invalid: the field itself, or the first control of a group (radio buttons). */
function focusFirstInvalid(form: HTMLFormElement): void {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!marked) return
  const target = marked.matches(FOCUSABLE)
    ? marked
    : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked)
  target.focus()
}

/** Every form of the site: the browser's own checks off (ours speak the site's language), one submit at a time. */
export function SiteForm({
  className,
  label,
  labelledBy,
  submit,
  children,
  invalidAttempt = 0,
  tool,
}: SiteFormProps) {
  const { t } = useTexts()
  const { onSubmit } = useFormSubmit(submit, tool ? t('assistant.submitted') : undefined)
  const form = useRef<HTMLFormElement>(null)
  // A layout effect: focus is on the field before a dialog listing the missing fields opens in the
  // same render, so closing that dialog brings the visitor back to the field to fill.
  useLayoutEffect(() => {
    if (invalidAttempt > 0 && form.current) focusFirstInvalid(form.current)
  }, [invalidAttempt])
  return (
    // POST: a submit before the page is interactive must never put what was typed (a password) in the address.
    <form
      ref={form}
      className={className}
      method="post"
      noValidate
      aria-label={label}
      aria-labelledby={labelledBy}
      toolname={tool?.name}
      tooldescription={tool?.description}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  )
}

/** The failure of the last try, read out as soon as it shows. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  )
}

/** The submit button of a form laid out on the form grid, on a row of its own. */
export function SubmitRow({ label, disabled }: { label: string; disabled: boolean }) {
  return (
    <div className="form-grid__wide">
      <button type="submit" className="button" disabled={disabled}>
        {label}
      </button>
    </div>
  )
}
