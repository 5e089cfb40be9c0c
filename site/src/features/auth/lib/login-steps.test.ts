import { describe, expect, it } from 'vitest'

import {
  initialLoginStep,
  type LoginStep,
  type LoginStepEvent,
  loginStepReducer,
} from './login-steps'

const run = (start: LoginStep, ...events: LoginStepEvent['type'][]) =>
  events.reduce((s, type) => loginStepReducer(s, { type } as LoginStepEvent), start)

describe('login steps', () => {
  it('starts at the login form, or at the new password on the reset route', () => {
    expect(initialLoginStep('/login')).toBe('part1')
    expect(initialLoginStep('/resetpass/12/abc')).toBe('part4')
    expect(initialLoginStep('/resetpass/12')).toBe('part1')
  })

  it('follows the listed transitions', () => {
    expect(run('part1', 'forgotPassword')).toBe('part2')
    expect(run('part2', 'cancel')).toBe('part1')
    expect(run('part2', 'resetRequested')).toBe('part3')
    expect(run('part4', 'passwordSaved')).toBe('part5')
    expect(run('part5', 'connectNow')).toBe('part1')
    expect(run('part1', 'openResetLink')).toBe('part4')
  })

  it('goes the whole way round: forgot, mail, reset link, new password, connect', () => {
    expect(
      run(
        'part1',
        'forgotPassword',
        'resetRequested',
        'openResetLink',
        'passwordSaved',
        'connectNow',
      ),
    ).toBe('part1')
  })

  it('ignores events that do not apply to the current step', () => {
    expect(run('part1', 'cancel', 'passwordSaved', 'connectNow', 'resetRequested')).toBe('part1')
    expect(run('part3', 'forgotPassword')).toBe('part3')
  })
})
