/** Opaque ids: numbers on SQLite, strings on MongoDB. */
export type Id = number | string

/** The error codes of the legacy API, with their HTTP status. */
export const ERROR_STATUS = {
  invalid_input: 400,
  captcha_failed: 400,
  bad_challenge: 400,
  bad_code: 400,
  unauthenticated: 401,
  bad_credentials: 401,
  forbidden: 403,
  not_found: 404,
  login_not_found: 404,
  email_exists: 409,
  login_exists: 409,
  payload_too_large: 413,
  locked: 423,
  rate_limited: 429,
  server_error: 500,
} as const
export type ErrorCode = keyof typeof ERROR_STATUS

export type ApiError = { code: ErrorCode; message: string; fields?: string[] }

/** Every answer carries `err`: null on success, the error otherwise. */
export type Envelope<T extends object> = { err: null } & T
export type ErrorEnvelope = { err: ApiError }
