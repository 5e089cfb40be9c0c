import { useId, useState } from 'react'

import { useTexts } from '../../../i18n/texts'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { FormError, SiteForm } from '../../../components/ui/site-form'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { subscribeWithCode } from '../api/subscribe'
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../lib/new-password'
import { LoginField } from './login-field'
import { PasswordField } from './password-field'

/** What the server's refusals mean to the client. */
const ERROR_KEYS: Record<string, string> = {
  bad_code: 'subscribe.badCode',
  login_exists: 'subscribe.loginExists',
  rate_limited: 'login.locked',
  invalid_input: 'subscribe.badLogin',
}

/**
 * An activation code from the agency (typed, or carried by the mailed link) and the login and
 * password the client chooses; on success the client is signed in.
 */
export function SubscribeForm({
  initialCode,
  onSubscribed,
}: {
  initialCode: string
  onSubscribed: () => void
}) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const hintId = useId()
  const [code, setCode] = useState(initialCode)
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    const problem =
      code.trim() === ''
        ? 'subscribe.codeRequired'
        : login.trim() === ''
          ? 'subscribe.loginRequired'
          : checkNewPassword(password, confirmation)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await subscribeWithCode({ code, login, password })
      onSubscribed()
    } catch (err) {
      const key = (err instanceof ApiError && ERROR_KEYS[err.code]) || 'dialog.error'
      setError(key)
      await dialogs.showError(t(key))
    } finally {
      setBusy(false)
    }
  }

  return (
    <SiteForm className="login-form" label={t('subscribe.formTitle')} submit={submit}>
      <p className="muted">{t('subscribe.intro')}</p>
      <TextField
        label={t('subscribe.code')}
        value={code}
        onValueChange={setCode}
        required
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <LoginField value={login} onValueChange={setLogin} />
      <p id={hintId} className="muted">
        {t('login.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      </p>
      <PasswordField
        label={t('login.password')}
        value={password}
        onValueChange={setPassword}
        autoComplete="new-password"
        describedBy={hintId}
      />
      <PasswordField
        label={t('login.passwordConfirm')}
        value={confirmation}
        onValueChange={setConfirmation}
        autoComplete="new-password"
      />
      <FormError message={error && t(error, { min: MIN_PASSWORD_LENGTH })} />
      <button type="submit" className="button" disabled={busy}>
        {t('subscribe.submit')}
      </button>
    </SiteForm>
  )
}
