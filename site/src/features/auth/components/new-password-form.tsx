import { useEffect, useId, useState } from 'react'
import { useTexts } from '../../../i18n/texts'

import { useDialogs } from '../../../components/ui/dialogs-provider'
import { ApiError } from '../../../lib/api-client'
import { checkResetChallenge, saveNewPassword } from '../api/password-reset'
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../lib/new-password'
import { PasswordField } from './password-field'
import { FormError, SiteForm } from '../../../components/ui/site-form'

export type ResetLink = { coId: string; challenge: string }

type ChallengeState = 'checking' | 'valid' | 'invalid'

/** The text for a refused save: a spent link, a wrong current password, a locked account, or anything else. */
function errorKey(err: unknown): string {
  if (!(err instanceof ApiError)) return 'dialog.error'
  if (err.code === 'bad_challenge') return 'login.challengeError'
  if (err.code === 'locked') return 'login.locked'
  if (err.fields.includes('co_password_current')) return 'login.currentPasswordWrong'
  return 'dialog.error'
}

/**
 * Step part4: the new password. From a reset link the challenge is checked first ('Erreur de
 * challenge' when wrong, used or expired); without one, the signed-in client's token and its
 * current password authorize it.
 */
export function NewPasswordForm({ coId, challenge, onSaved }: { coId: string; challenge?: string; onSaved: () => void }) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const hintId = useId()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [state, setState] = useState<ChallengeState>(challenge ? 'checking' : 'valid')

  useEffect(() => {
    if (!challenge) return
    let alive = true
    checkResetChallenge(coId, challenge).then(
      () => alive && setState('valid'),
      () => {
        if (!alive) return
        setState('invalid')
        void dialogs.showError(t('login.challengeError'))
      },
    )
    return () => {
      alive = false
    }
  }, [coId, challenge, dialogs, t])

  const submit = async () => {
    const problem = !challenge && !current ? 'login.currentPasswordRequired' : checkNewPassword(password, confirmation)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      await saveNewPassword({ coId, challenge, password, currentPassword: challenge ? undefined : current })
      onSaved()
    } catch (err) {
      const key = errorKey(err)
      if (key === 'login.challengeError') setState('invalid')
      setError(key)
      await dialogs.showError(t(key))
    } finally {
      setBusy(false)
    }
  }

  if (state === 'checking') return <p aria-busy="true">{t('app.loading')}</p>
  if (state === 'invalid') {
    return (
      <p className="notice notice--error" role="alert">
        {t('login.challengeError')}
      </p>
    )
  }

  return (
    <SiteForm className="login-form" label={t('login.part4.title')} submit={submit}>
      {!challenge && <PasswordField label={t('login.currentPassword')} value={current} onValueChange={setCurrent} autoComplete="current-password" />}
      <p id={hintId} className="muted">
        {t('login.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      </p>
      <PasswordField label={t('login.newPassword')} value={password} onValueChange={setPassword} autoComplete="new-password" describedBy={hintId} />
      <PasswordField label={t('login.passwordConfirm')} value={confirmation} onValueChange={setConfirmation} autoComplete="new-password" />
      <FormError message={error && t(error, { min: MIN_PASSWORD_LENGTH })} />
      <button type="submit" className="button" disabled={busy}>
        {t('login.savePassword')}
      </button>
    </SiteForm>
  )
}
