// Types only: the widget's JSX element; the widget itself loads in the browser when its form is used.
import type {} from 'altcha/types/react'

import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useTexts } from '../../i18n/texts'

import { loadAltcha } from './altcha-loader'

export type AltchaHandle = { reset: () => void }

type AltchaElement = HTMLElement & { reset?: () => void }

/** The robot check. Reports the solved payload (or '' when not verified) to its form. */
export const AltchaField = forwardRef<AltchaHandle, { onChange: (payload: string) => void; label?: string }>(function AltchaField({ onChange, label }, ref) {
  const { t } = useTexts()
  const element = useRef<AltchaElement>(null)
  const [ready, setReady] = useState(false)
  const changeRef = useRef(onChange)
  changeRef.current = onChange

  const box = useRef<HTMLDivElement>(null)

  // The widget and its workers load once the visitor starts filling the form, not with the page.
  useEffect(() => {
    let alive = true
    const form = box.current?.closest('form')
    const start = () => {
      form?.removeEventListener('focusin', start)
      loadAltcha()
        .then(() => alive && setReady(true))
        .catch((error) => console.error('The robot check could not load', error))
    }
    if (form) form.addEventListener('focusin', start)
    else start()
    return () => {
      alive = false
      form?.removeEventListener('focusin', start)
    }
  }, [])

  useEffect(() => {
    const el = element.current
    if (!ready || !el) return
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
      changeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : '')
    }
    el.addEventListener('statechange', onState)
    return () => el.removeEventListener('statechange', onState)
  }, [ready])

  useImperativeHandle(ref, () => ({
    reset: () => {
      element.current?.reset?.()
      changeRef.current('')
    },
  }))

  return (
    <div ref={box} className="field field--altcha">
      <span className="field__label">{label ?? t('form.robotCheck')}</span>
      {ready ? <altcha-widget ref={element} challenge="/web/1.0/captcha" name="altcha" /> : <div className="altcha-placeholder" aria-busy="true" />}
    </div>
  )
})
