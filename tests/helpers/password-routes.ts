import { call } from './http'

/** The legacy API's password routes on a running server: a reset mail asked for, a mailed challenge checked, a new password set. */
export const forgetPassword = (baseUrl: string, co_login: unknown, lang?: string) =>
  call(baseUrl, 'POST', '/api/1.0/signin/forgetpassword', { co_login, ...(lang ? { lang } : {}) })

export const checkChallenge = (baseUrl: string, co_id: unknown, challenge: unknown) =>
  call(baseUrl, 'POST', '/api/1.0/signin/forgetpassword/checkchallenge', { co_id, challenge })

/** With a mailed challenge, or signed in (`token`) with the current password. */
export const setNewPassword = (baseUrl: string, body: Record<string, unknown>, token?: string) =>
  call(baseUrl, 'POST', '/api/1.0/signin/forgetpassword/newpassword', body, token)

/** A mailed link's challenge spent on a new password. */
export const resetWithLink = (
  baseUrl: string,
  link: { co_id: string; challenge: string },
  co_password: string,
) => setNewPassword(baseUrl, { co_id: link.co_id, challenge: link.challenge, co_password })
