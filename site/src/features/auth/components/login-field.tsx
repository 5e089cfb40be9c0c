import { useTexts } from '../../../i18n/texts'
import { TextField } from '../../../components/ui/text-field'

/** The client's login (or e-mail), typed as it is: no capital letter added, no spelling fixed. */
export function LoginField({
  value,
  onValueChange,
  error,
}: {
  value: string
  onValueChange: (v: string) => void
  error?: string
}) {
  const { t } = useTexts()
  return (
    <TextField
      label={t('login.login')}
      value={value}
      onValueChange={onValueChange}
      required
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      error={error}
    />
  )
}

/** The buttons under a login step: its submit, and the way to another step. */
export function LoginActions({
  submit,
  busy,
  other,
}: {
  submit: string
  busy: boolean
  other: { label: string; className: string; onClick: () => void }
}) {
  return (
    <div className="login-form__actions">
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
      <button type="button" className={other.className} onClick={other.onClick}>
        {other.label}
      </button>
    </div>
  )
}
