import { useState } from 'react'

import { useTexts } from '../../../i18n/texts'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { LoginActions, LoginField } from './login-field'
import { ApiError } from '../../../lib/api-client'
import { signIn } from '../../../api/sign-in'
import { ActivationCodeLink } from './activation-code-link'
import { PasswordField } from './password-field'
import { FormError, SiteForm } from '../../../components/ui/site-form'
import { useFieldErrors } from '../../../components/ui/use-field-errors'

const REFUSED = new Set(['bad_credentials', 'invalid_input'])
const THROTTLED = new Set(['locked', 'rate_limited'])

/** Step part1: login (or e-mail) and password. Failures show the messages of the error catalogue. */
export function LoginForm({
  onForgot,
  onSignedIn,
}: {
  onForgot: () => void
  onSignedIn: () => void
}) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const invalid = useFieldErrors<'login' | 'password'>()

  const submit = async () => {
    const empty = { login: login.trim() === '', password: password === '' }
    const missing = [empty.login && t('login.login'), empty.password && t('login.password')].filter(
      (l): l is string => Boolean(l),
    )
    if (missing.length) {
      invalid.show({
        login: empty.login ? t('validation.required') : undefined,
        password: empty.password ? t('validation.required') : undefined,
      })
      return dialogs.showError(<MissingFields labels={missing} />)
    }
    setBusy(true)
    setError(null)
    try {
      await signIn(login, password)
      onSignedIn()
    } catch (err) {
      const code = err instanceof ApiError ? err.code : ''
      setError(REFUSED.has(code) || THROTTLED.has(code) ? 'login.error' : 'login.exception')
      if (REFUSED.has(code)) {
        await dialogs.showError(
          <>
            <p>{t('login.badCredentials')}</p>
            <p>
              <ActivationCodeLink />
            </p>
          </>,
        )
      } else if (THROTTLED.has(code)) {
        await dialogs.showError(t('login.locked'))
      } else {
        await dialogs.showError(t('login.exception'))
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <SiteForm
      className="login-form"
      label={t('login.part1.title')}
      submit={submit}
      invalidAttempt={invalid.attempt}
    >
      <LoginField
        value={login}
        onValueChange={(v) => (setLogin(v), invalid.clear('login'))}
        error={invalid.errors.login}
      />
      <PasswordField
        label={t('login.password')}
        value={password}
        onValueChange={(v) => (setPassword(v), invalid.clear('password'))}
        autoComplete="current-password"
        error={invalid.errors.password}
      />
      <FormError message={error && t(error)} />
      <LoginActions
        submit={t('login.submit')}
        busy={busy}
        other={{ label: t('login.forgot'), className: 'link-button', onClick: onForgot }}
      />
      <p className="muted">
        <ActivationCodeLink />
      </p>
    </SiteForm>
  )
}
