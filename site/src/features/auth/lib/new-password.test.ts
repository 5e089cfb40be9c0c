import { describe, expect, it } from 'vitest'

import { checkNewPassword, MIN_PASSWORD_LENGTH } from './new-password'

describe('new password check', () => {
  it('requires both fields', () => {
    expect(checkNewPassword('', '')).toBe('login.passwordRequired')
    expect(checkNewPassword('Riviera-2026-x', '')).toBe('login.passwordRequired')
    expect(checkNewPassword('', 'Riviera-2026-x')).toBe('login.passwordRequired')
  })

  it('requires both fields to be identical', () => {
    expect(checkNewPassword('Riviera-2026-x', 'Riviera-2026-y')).toBe('login.passwordsDiffer')
  })

  it('refuses what the server would refuse: fewer than ten characters', () => {
    expect(checkNewPassword('short', 'short')).toBe('login.passwordTooShort')
    const edge = 'x'.repeat(MIN_PASSWORD_LENGTH)
    expect(checkNewPassword(edge.slice(1), edge.slice(1))).toBe('login.passwordTooShort')
    expect(checkNewPassword(edge, edge)).toBeNull()
  })
})
