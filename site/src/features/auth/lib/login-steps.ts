/**
 * The five steps of the login page and dialog:
 * part1 login form, part2 forgotten password, part3 "a mail will arrive", part4 new password
 * (reached by the reset link), part5 success with a button back to login.
 */
export type LoginStep = 'part1' | 'part2' | 'part3' | 'part4' | 'part5'

export type LoginStepEvent =
  | { type: 'forgotPassword' }
  | { type: 'cancel' }
  | { type: 'resetRequested' }
  | { type: 'openResetLink' }
  | { type: 'passwordSaved' }
  | { type: 'connectNow' }

/** Where the login starts: the resetpass route jumps straight to the new-password step. */
export function initialLoginStep(pathname: string): LoginStep {
  return /^\/resetpass\/[^/]+\/[^/]+\/?$/.test(pathname) ? 'part4' : 'part1'
}

/** Transitions not listed above leave the step unchanged. */
export function loginStepReducer(step: LoginStep, event: LoginStepEvent): LoginStep {
  switch (event.type) {
    case 'forgotPassword':
      return step === 'part1' ? 'part2' : step
    case 'cancel':
      return step === 'part2' ? 'part1' : step
    case 'resetRequested':
      return step === 'part2' ? 'part3' : step
    case 'openResetLink':
      return 'part4'
    case 'passwordSaved':
      return step === 'part4' ? 'part5' : step
    case 'connectNow':
      return step === 'part5' ? 'part1' : step
  }
}
