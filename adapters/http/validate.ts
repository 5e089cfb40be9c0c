import type { z } from 'zod'
import { ApiError } from '@contract/api-error'

import { BODY_NOT_OBJECT } from './errors'

/**
 * Parses request input with a zod schema; a failure names every field at fault, using the
 * request's own field names. Input is an object of fields: a JSON array body is named as such.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (Array.isArray(input) || (input != null && typeof input !== 'object'))
    throw new ApiError('invalid_input', BODY_NOT_OBJECT)
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
