/**
 * What Payload's auth keeps on an account besides its fields: the password's hash, reset tokens
 * and lock counters. No answer may carry them, whoever asks; each test adds the secrets of its
 * own path (the sessions, for the legacy API's answers).
 */
export const AUTH_SECRET_KEYS = [
  'password',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
] as const
