import { useState } from 'react'

import { useTexts } from '../../../i18n/texts'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { LoginActions, LoginField } from './login-field'
import { ApiError } from '../../../lib/api-client'
import { requestPasswordReset } from '../api/password-reset'
import { FormError, SiteForm } from '../../../components/ui/site-form'
import { useFieldErrors } from '../../../components/ui/use-field-errors'

/** Step part2: the login whose password was forgotten. Success goes to part3, Cancel back to part1. */
export function ForgotPasswordForm({
  onCancel,
  onRequested,
}: {
  onCancel: () => void
  onRequested: () => void
}) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const [login, setLogin] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const invalid = useFieldErrors<'login'>()

  const submit = async () => {
    if (login.trim() === '') {
      invalid.show({ login: t('validation.required') })
      return dialogs.showError(<MissingFields labels={[t('login.login')]} />)
    }
    setBusy(true)
    setError(null)
    try {
      await requestPasswordReset(login)
      onRequested()
    } catch (err) {
      const key =
        err instanceof ApiError && err.code === 'login_not_found'
          ? 'login.notFound'
          : 'dialog.error'
      setError(key)
      await dialogs.showError(t(key))
    } finally {
      setBusy(false)
    }
  }

  return (
    <SiteForm
      className="login-form"
      label={t('login.part2.title')}
      submit={submit}
      invalidAttempt={invalid.attempt}
    >
      <p className="muted">{t('login.forgotHelp')}</p>
      <LoginField
        value={login}
        onValueChange={(v) => (setLogin(v), invalid.clear('login'))}
        error={invalid.errors.login}
      />
      <FormError message={error && t(error)} />
      <LoginActions
        submit={t('login.sendReset')}
        busy={busy}
        other={{ label: t('login.cancel'), className: 'button button--ghost', onClick: onCancel }}
      />
    </SiteForm>
  )
}
