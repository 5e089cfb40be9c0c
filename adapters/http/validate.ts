import type { z } from 'zod'
import { ApiError } from '@contract/api-error'

import { BODY_NOT_OBJECT } from './errors'

/** Whether a value holds a NUL character in any of its texts (nested values included). */
const holdsNul = (value: unknown, depth = 0): boolean =>
  typeof value === 'string'
    ? value.includes('\0')
    : depth < 8 && value !== null && typeof value === 'object'
      ? Object.values(value).some((v) => holdsNul(v, depth + 1))
      : false

/**
 * Parses request input with a zod schema; a failure names every field at fault, using the
 * request's own field names. Input is an object of fields: a JSON array body is named as such.
 * A NUL character is refused in every field: no text the API stores or looks for holds one, and
 * PostgreSQL's text refuses it.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (Array.isArray(input) || (input != null && typeof input !== 'object'))
    throw new ApiError('invalid_input', BODY_NOT_OBJECT)
  const withNul = Object.entries(input ?? {})
    .filter(([, v]) => holdsNul(v))
    .map(([k]) => k)
  if (withNul.length)
    throw new ApiError(
      'invalid_input',
      `A NUL character is not allowed, in fields: ${withNul.join(', ')}`,
      withNul,
    )
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const fields = [
    ...new Set(result.error.issues.map((i) => String(i.path[0] ?? '')).filter(Boolean)),
  ]
  throw new ApiError(
    'invalid_input',
    fields.length ? `Invalid or missing fields: ${fields.join(', ')}` : 'Invalid input',
    fields,
  )
}
