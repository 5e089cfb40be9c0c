import './login-panel.css'

import { useEffect, useId, useReducer, useRef } from 'react'

import { useTexts } from '../../../i18n/texts'
import { type LoginStep, loginStepReducer } from '../lib/login-steps'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { NewPasswordForm, type ResetLink } from './new-password-form'

type LoginPanelProps = {
  start: LoginStep
  reset?: ResetLink
  /** Shown above the login form, e.g. why the dialog opened. */
  notice?: string
  onSignedIn: () => void
  /** Called after every step change (the reset page goes back to /login). */
  onStepChange?: (step: LoginStep) => void
}

/** The five login steps, shared by the /login page and the login dialog. */
export function LoginPanel({ start, reset, notice, onSignedIn, onStepChange }: LoginPanelProps) {
  const { t } = useTexts()
  const titleId = useId()
  const [step, dispatch] = useReducer(loginStepReducer, start)
  const heading = useRef<HTMLHeadingElement>(null)
  // The step last shown: effects that run again without a step change (Strict Mode) do nothing.
  const shown = useRef(step)
  const stepChanged = useRef(onStepChange)
  stepChanged.current = onStepChange

  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    stepChanged.current?.(step)
    // Keyboard and screen-reader users land on the new step, not on a button that vanished.
    heading.current?.focus()
  }, [step])

  return (
    <section className="login-panel" data-step={step} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="section-title">
        {t(`login.${step}.title`)}
      </h2>
      {step === 'part1' && (
        <>
          {notice && (
            <p className="notice" role="status">
              {notice}
            </p>
          )}
          <LoginForm
            onForgot={() => dispatch({ type: 'forgotPassword' })}
            onSignedIn={onSignedIn}
          />
        </>
      )}
      {step === 'part2' && (
        <ForgotPasswordForm
          onCancel={() => dispatch({ type: 'cancel' })}
          onRequested={() => dispatch({ type: 'resetRequested' })}
        />
      )}
      {step === 'part3' && (
        <p className="notice" role="status">
          {t('login.mailSent')}
        </p>
      )}
      {step === 'part4' &&
        (reset ? (
          <NewPasswordForm
            coId={reset.coId}
            challenge={reset.challenge}
            onSaved={() => dispatch({ type: 'passwordSaved' })}
          />
        ) : (
          <p className="notice notice--error" role="alert">
            {t('login.challengeError')}
          </p>
        ))}
      {step === 'part5' && (
        <>
          <p className="notice" role="status">
            {t('login.passwordSaved')}
          </p>
          <button type="button" className="button" onClick={() => dispatch({ type: 'connectNow' })}>
            {t('login.connectNow')}
          </button>
        </>
      )}
    </section>
  )
}
