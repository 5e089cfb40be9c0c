import { useEffect, useId, useState } from 'react'

import { useTexts } from '../../../i18n/texts'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { ApiError } from '../../../lib/api-client'
import { checkResetChallenge, saveNewPassword } from '../api/password-reset'
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../lib/new-password'
import { PasswordField } from './password-field'
import { FormError, SiteForm } from '../../../components/ui/site-form'
import { useFieldErrors } from '../../../components/ui/use-field-errors'

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
export function NewPasswordForm({
  coId,
  challenge,
  onSaved,
}: {
  coId: string
  challenge?: string
  onSaved: () => void
}) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  const hintId = useId()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [state, setState] = useState<ChallengeState>(challenge ? 'checking' : 'valid')
  const invalid = useFieldErrors<'current' | 'password' | 'confirmation'>()

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
    const problem =
      !challenge && !current
        ? 'login.currentPasswordRequired'
        : checkNewPassword(password, confirmation)
    setError(problem)
    if (problem) {
      // The message stays in the form's alert; the field to fix is marked and focused.
      const text = t(problem, { min: MIN_PASSWORD_LENGTH })
      if (problem === 'login.currentPasswordRequired') invalid.show({ current: text })
      else if (problem === 'login.passwordRequired')
        invalid.show(password === '' ? { password: text } : { confirmation: text })
      else if (problem === 'login.passwordsDiffer') invalid.show({ confirmation: text })
      else invalid.show({ password: text })
      return
    }
    setBusy(true)
    try {
      await saveNewPassword({
        coId,
        challenge,
        password,
        currentPassword: challenge ? undefined : current,
      })
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
    <SiteForm
      className="login-form"
      label={t('login.part4.title')}
      submit={submit}
      invalidAttempt={invalid.attempt}
    >
      {!challenge && (
        <PasswordField
          label={t('login.currentPassword')}
          value={current}
          onValueChange={(v) => (setCurrent(v), invalid.clear('current'))}
          autoComplete="current-password"
          error={invalid.errors.current}
        />
      )}
      <p id={hintId} className="muted">
        {t('login.passwordHint', { min: MIN_PASSWORD_LENGTH })}
      </p>
      <PasswordField
        label={t('login.newPassword')}
        value={password}
        onValueChange={(v) => (setPassword(v), invalid.clear('password'))}
        autoComplete="new-password"
        describedBy={hintId}
        error={invalid.errors.password}
      />
      <PasswordField
        label={t('login.passwordConfirm')}
        value={confirmation}
        onValueChange={(v) => (setConfirmation(v), invalid.clear('confirmation'))}
        autoComplete="new-password"
        error={invalid.errors.confirmation}
      />
      <FormError message={error && t(error, { min: MIN_PASSWORD_LENGTH })} />
      <button type="submit" className="button" disabled={busy}>
        {t('login.savePassword')}
      </button>
    </SiteForm>
  )
}
