import { type ComponentType, useState } from 'react'

import { useTexts } from '../../../i18n/texts'
import { useDialogs } from '../../../components/ui/dialogs-provider'

/** The new-password form the app gives the account page (the sign-in feature owns it). */
export type PasswordFormProps = { coId: string; onSaved: () => void }

/** A signed-in client changes its password: no mailed challenge, its own token and current password authorize it. */
export function ChangePassword({
  coId,
  PasswordForm,
}: {
  coId: number | string
  PasswordForm: ComponentType<PasswordFormProps>
}) {
  const { t } = useTexts()
  const dialogs = useDialogs()
  // A new key empties the form once the password is saved.
  const [round, setRound] = useState(0)
  return (
    <section className="account-section" aria-labelledby="account-password">
      <h2 id="account-password" className="section-title">
        {t('account.changePassword')}
      </h2>
      <div className="login-panel">
        <PasswordForm
          key={round}
          coId={String(coId)}
          onSaved={() => {
            setRound((r) => r + 1)
            void dialogs.showMessage({
              title: t('dialog.confirmation'),
              text: t('account.passwordChanged'),
            })
          }}
        />
      </div>
    </section>
  )
}
