import { TextField } from '../../../components/ui/text-field'

type PasswordFieldProps = {
  label: string
  value: string
  onValueChange: (v: string) => void
  autoComplete: 'current-password' | 'new-password'
  describedBy?: string
  error?: string
}

export function PasswordField({
  label,
  value,
  onValueChange,
  autoComplete,
  describedBy,
  error,
}: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      label={label}
      value={value}
      onValueChange={onValueChange}
      required
      autoComplete={autoComplete}
      aria-describedby={describedBy}
      error={error}
    />
  )
}
