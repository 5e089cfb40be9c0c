import type { ReactNode } from 'react'

import { useFormSubmit } from './use-form-submit'

type SiteFormProps = {
  className: string
  /** The form's accessible name: a label, or the id of the heading that names it. */
  label?: string
  labelledBy?: string
  submit: () => Promise<unknown> | unknown
  children: ReactNode
}

/** Every form of the site: the browser's own checks off (ours speak the site's language), one submit at a time. */
export function SiteForm({ className, label, labelledBy, submit, children }: SiteFormProps) {
  const { onSubmit } = useFormSubmit(submit)
  return (
    // POST: a submit before the page is interactive must never put what was typed (a password) in the address.
    <form className={className} method="post" noValidate aria-label={label} aria-labelledby={labelledBy} onSubmit={onSubmit}>
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
