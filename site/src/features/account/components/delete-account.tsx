import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { Dialog } from '../../../components/ui/dialog'
import { useDialogs } from '../../../components/ui/dialogs-provider'
import { FormError, SiteForm } from '../../../components/ui/site-form'
import { TextField } from '../../../components/ui/text-field'
import { useFieldErrors } from '../../../components/ui/use-field-errors'
import { ApiError } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { forgetSession } from '../../../lib/session'
import { forgetAccountFavourites } from '../../../api/account-favourites-on-demand'
import { deleteAccount } from '../api/delete-account'

/** The text for a refused deletion: a wrong password (marked on its field), a locked account, or anything else. */
function refusalKey(err: unknown): string {
  if (err instanceof ApiError && err.code === 'locked') return 'login.locked'
  if (err instanceof ApiError && err.fields.includes('co_password'))
    return 'account.delete.passwordWrong'
  return 'account.delete.failed'
}

/**
 * The confirmation step: the client types its password in a dialog that says what is erased and
 * what the agency keeps. Once deleted, the session is forgotten here too and the visitor leaves
 * the client area for the home page.
 */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t, lang } = useTexts()
  const navigate = useNavigate()
  const dialogs = useDialogs()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const invalid = useFieldErrors<'password'>()
  const fields = useRef<HTMLDivElement>(null)
  // After the dialog's own effect has opened it (showModal focuses the dialog): the password is what to type.
  useEffect(() => fields.current?.querySelector('input')?.focus(), [])

  const submit = async () => {
    if (!password) {
      setError('account.delete.passwordRequired')
      invalid.show({ password: t('account.delete.passwordRequired') })
      return
    }
    setBusy(true)
    try {
      await deleteAccount(password, lang)
    } catch (err) {
      const key = refusalKey(err)
      setError(key)
      if (key === 'account.delete.passwordWrong') invalid.show({ password: t(key) })
      setBusy(false)
      return
    }
    // The server has ended every session: nothing here may try to renew it. The account's
    // favourites went with it.
    forgetSession()
    void forgetAccountFavourites()
    onClose()
    navigate(paths.home)
    void dialogs.showMessage({ title: t('dialog.confirmation'), text: t('account.delete.done') })
  }

  return (
    <Dialog open title={t('account.delete.dialogTitle')} onClose={onClose}>
      <SiteForm
        className="login-form"
        label={t('account.delete.dialogTitle')}
        submit={submit}
        invalidAttempt={invalid.attempt}
      >
        <p>{t('account.delete.text')}</p>
        <p>
          <strong>{t('account.delete.confirmText')}</strong>
        </p>
        <div ref={fields}>
          <TextField
            type="password"
            label={t('account.delete.password')}
            value={password}
            onValueChange={(v) => (setPassword(v), invalid.clear('password'), setError(null))}
            required
            autoComplete="current-password"
            error={invalid.errors.password}
          />
        </div>
        <FormError message={error && t(error)} />
        <div className="account-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={busy}>
            {t('account.delete.confirm')}
          </button>
        </div>
      </SiteForm>
    </Dialog>
  )
}

/** "Delete my account": explained first, done only after the confirmation step. */
export function DeleteAccount() {
  const { t } = useTexts()
  const [confirming, setConfirming] = useState(false)
  return (
    <section className="account-section" aria-labelledby="account-delete">
      <h2 id="account-delete" className="section-title">
        {t('account.delete.title')}
      </h2>
      <p className="muted">{t('account.delete.text')}</p>
      <button
        type="button"
        className="button button--danger"
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        {t('account.delete.open')}
      </button>
      {confirming && <DeleteAccountDialog onClose={() => setConfirming(false)} />}
    </section>
  )
}
