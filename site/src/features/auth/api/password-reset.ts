import { activeLanguage } from '../../../i18n/i18n'
import { apiPost } from '../../../lib/api-client'
import { withSession } from '../../../api/authed-request'

/** POST /api/1.0/signin/forgetpassword: mails a reset link (in the visitor's language); 404 login_not_found. */
export const requestPasswordReset = (login: string) =>
  apiPost<{ err: null }>('/api/1.0/signin/forgetpassword', {
    co_login: login.trim(),
    lang: activeLanguage(),
  })

/** POST …/checkchallenge: is the link's challenge still valid? 400 bad_challenge when wrong, used or expired. */
export const checkResetChallenge = (coId: string, challenge: string) =>
  apiPost<{ data: { challenge: string } }>('/api/1.0/signin/forgetpassword/checkchallenge', {
    co_id: coId,
    challenge,
  })

/**
 * POST …/newpassword: spends the challenge (single use) to set the new password; without a
 * challenge the signed-in client's own token and its current password authorize it (400
 * invalid_input naming `co_password_current` when that is wrong).
 */
export function saveNewPassword(input: {
  coId: string
  challenge?: string
  password: string
  currentPassword?: string
}) {
  const save = () =>
    apiPost<{ err: null }>('/api/1.0/signin/forgetpassword/newpassword', {
      co_id: input.coId,
      co_password: input.password,
      ...(input.challenge
        ? { challenge: input.challenge }
        : { co_password_current: input.currentPassword ?? '' }),
    })
  return input.challenge ? save() : withSession(save)
}
