/** The server refuses shorter passwords (contacts collection); checked first so nothing is sent in vain. */
export const MIN_PASSWORD_LENGTH = 10

/**
 * Both fields required ('Vous devez choisir un mot de passe') and identical
 * ('les mots de passe doivent être identiques'). Returns the translation key of the first
 * failure, or null when the password may be sent.
 */
export function checkNewPassword(password: string, confirmation: string): string | null {
  if (password === '' || confirmation === '') return 'login.passwordRequired'
  if (password !== confirmation) return 'login.passwordsDiffer'
  if (password.length < MIN_PASSWORD_LENGTH) return 'login.passwordTooShort'
  return null
}
