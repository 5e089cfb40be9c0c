import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useDialogs } from '../../../components/ui/dialogs-provider'
import { MissingFields } from '../../../components/ui/missing-fields'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { requestPasswordReset } from '../api/password-reset'
import { useFormSubmit } from '../../../components/ui/use-form-submit'

/** Step part2: the login whose password was forgotten. Success goes to part3, Cancel back to part1. */
export function ForgotPasswordForm({ onCancel, onRequested }: { onCancel: () => void; onRequested: () => void }) {
  const { t } = useTranslation()
  const dialogs = useDialogs()
  const [login, setLogin] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async () => {
    if (login.trim() === '') return dialogs.showError(<MissingFields labels={[t('login.login')]} />)
    setBusy(true)
    setError(null)
    try {
      await requestPasswordReset(login)
      onRequested()
    } catch (err) {
      const key = err instanceof ApiError && err.code === 'login_not_found' ? 'login.notFound' : 'dialog.error'
      setError(key)
      await dialogs.showError(t(key))
    } finally {
      setBusy(false)
    }
  }

  const { onSubmit } = useFormSubmit(submit)

  return (
    <form
      className="login-form"
      noValidate
      aria-label={t('login.part2.title')}
      onSubmit={onSubmit}
    >
      <p className="muted">{t('login.forgotHelp')}</p>
      <TextField label={t('login.login')} value={login} onValueChange={setLogin} required autoComplete="username" autoCapitalize="none" spellCheck={false} />
      {error && (
        <p className="notice notice--error" role="alert">
          {t(error)}
        </p>
      )}
      <div className="login-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('login.sendReset')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('login.cancel')}
        </button>
      </div>
    </form>
  )
}
