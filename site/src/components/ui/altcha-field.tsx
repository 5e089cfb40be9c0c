// Types only: the widget's JSX element; the widget itself loads in the browser when its form is used.
import type {} from 'altcha/types/react'

import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react'
import { htmlLang } from '@contract/languages'
import { webActionPath } from '@contract/web-actions'

import { useLanguage, useTexts } from '../../i18n/texts'
import { loadAltcha } from './altcha-loader'
import { registerAltchaStrings } from './altcha-strings'
import { FieldError, invalidProps } from './field-error'

export type AltchaHandle = {
  /** Forgets the spent solution and solves a new challenge. */
  reset: () => void
  /** The solution, once the check is solved ('' when it could not be): what a submit waits for. */
  solve: () => Promise<string>
}

type AltchaState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code'
type AltchaElement = HTMLElement & {
  reset?: () => void
  verify?: () => Promise<unknown>
  getState?: () => AltchaState
}

type AltchaFieldProps = {
  onChange: (payload: string) => void
  label?: string
  /** For a signed-in client: solved without being shown. */
  invisible?: boolean
  /** Why the form was refused for this check, shown under it. */
  error?: string
}

// A proof of work takes well under a second; a submit waits for it this long at most.
const SOLVE_TIMEOUT_MS = 20_000

/** The solution a verified widget holds in its form field, whether or not its state change was heard. */
const solvedPayload = (el: AltchaElement): string =>
  el.getState?.() === 'verified'
    ? (el.querySelector<HTMLInputElement>('input[name="altcha"]')?.value ?? '')
    : ''

/**
 * The robot check. It solves itself (ALTCHA's automatic mode): the widget loads when the visitor
 * starts filling the form (at once when invisible) and works out its proof without a tick, in the
 * page's language. Reports the solved payload (or '' when not verified) to its form.
 */
export const AltchaField = forwardRef<AltchaHandle, AltchaFieldProps>(function AltchaField(
  { onChange, label, invisible = false, error },
  ref,
) {
  const { t } = useTexts()
  const lang = useLanguage()
  const id = useId()
  const element = useRef<AltchaElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const changeRef = useRef(onChange)
  changeRef.current = onChange
  const payload = useRef('')
  const waiting = useRef<Array<(payload: string) => void>>([])
  const code = htmlLang(lang)

  const settle = (value: string) => {
    for (const resolve of waiting.current.splice(0)) resolve(value)
  }

  const start = useCallback(() => {
    loadAltcha()
      .then(() => setReady(true))
      .catch((err) => {
        console.error('The robot check could not load', err)
        settle('')
      })
  }, [])

  // The widget and its workers load once the visitor starts filling the form, not with the page.
  useEffect(() => {
    const form = box.current?.closest('form')
    if (invisible || !form) return start()
    const onFocus = () => {
      form.removeEventListener('focusin', onFocus)
      start()
    }
    form.addEventListener('focusin', onFocus)
    return () => form.removeEventListener('focusin', onFocus)
  }, [invisible, start])

  // The widget follows its texts as they change: set once it is loaded, and when the visitor switches language.
  useEffect(() => {
    if (ready) registerAltchaStrings(code, t)
  }, [ready, code, t])

  useEffect(() => {
    const el = element.current
    if (!ready || !el) return
    // Solving starts as the widget connects: it may be verified before this listener is attached.
    const solved = solvedPayload(el)
    if (solved && solved !== payload.current) {
      payload.current = solved
      changeRef.current(solved)
      settle(solved)
    }
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: AltchaState; payload?: string }>).detail
      payload.current = detail.state === 'verified' && detail.payload ? detail.payload : ''
      changeRef.current(payload.current)
      if (detail.state === 'verified') settle(payload.current)
      else if (detail.state === 'error') settle('')
      // A solution unused for its whole life is solved anew, still without a tick.
      else if (detail.state === 'expired') void el.verify?.()
    }
    el.addEventListener('statechange', onState)
    return () => el.removeEventListener('statechange', onState)
  }, [ready])

  useImperativeHandle(ref, () => ({
    reset: () => {
      payload.current = ''
      changeRef.current('')
      const el = element.current
      el?.reset?.()
      void el?.verify?.()
    },
    solve: () => {
      const solved = payload.current || (element.current ? solvedPayload(element.current) : '')
      if (solved) return Promise.resolve(solved)
      return new Promise<string>((resolve) => {
        const timer = setTimeout(() => settle(payload.current), SOLVE_TIMEOUT_MS)
        waiting.current.push((value) => {
          clearTimeout(timer)
          resolve(value)
        })
        const el = element.current
        const state = el?.getState?.()
        if (!el) start()
        else if (state !== 'verifying' && state !== 'verified') void el.verify?.()
      })
    },
  }))

  const widget = ready ? (
    <altcha-widget
      ref={element}
      challenge={webActionPath('captcha')}
      name="altcha"
      auto="onload"
      language={code}
      display={invisible ? 'invisible' : 'standard'}
    />
  ) : (
    !invisible && <div className="altcha-placeholder" aria-busy="true" />
  )
  if (invisible)
    return (
      <div ref={box} hidden>
        {widget}
      </div>
    )
  return (
    <div
      ref={box}
      className="field field--altcha"
      role="group"
      aria-labelledby={`${id}-label`}
      tabIndex={error ? -1 : undefined}
      {...invalidProps(id, error)}
    >
      <span id={`${id}-label`} className="field__label">
        {label ?? t('form.robotCheck')}
      </span>
      {widget}
      <FieldError id={id} error={error} />
    </div>
  )
})
