import type { AfterErrorHook } from 'payload'

/** Errors a database driver raises on input it cannot use: an id that is not a number or an ObjectId, a bad operator value. */
const INPUT_ERRORS = new Set([
  'RangeError',
  'TypeError',
  'CastError',
  'BSONError',
  'BSONTypeError',
  'QueryValidationError',
])

/**
 * SQL's own class of errors about a value (SQLSTATE 22, "data exception"): text that is no number
 * (`id = 'abc'`), a number out of range, a NUL character in text. PostgreSQL reports a malformed
 * id or filter value this way, where SQLite's driver throws a RangeError or TypeError.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/

function isInputError(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false
  if (INPUT_ERRORS.has(error.name) || INPUT_ERRORS.has(error.constructor?.name)) return true
  const code = (error as Error & { code?: unknown }).code
  if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true
  return isInputError((error as Error & { cause?: unknown }).cause, depth + 1)
}

/**
 * A REST request with a malformed id or `where` value fails inside the database driver, which
 * Payload reports as a 500. It is the request that is wrong: answer 400, as for any invalid input.
 */
export const queryInputError: AfterErrorHook = ({ error, result }) => {
  const status = (error as Error & { status?: number }).status
  if (status && status < 500) return
  if (!isInputError(error)) return
  return {
    status: 400,
    response: {
      ...result,
      errors: [{ message: 'The request is malformed: check its ids and query' }],
    },
  }
}
