import type { z } from 'zod'

import { ApiError, BODY_NOT_OBJECT } from './errors'

/**
 * Parses request input with a zod schema; a failure names every field at fault, using the
 * request's own field names. Input is an object of fields: a JSON array body is named as such.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (Array.isArray(input) || (input != null && typeof input !== 'object')) throw new ApiError('invalid_input', BODY_NOT_OBJECT)
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const fields = [...new Set(result.error.issues.map((i) => String(i.path[0] ?? '')).filter(Boolean))]
  throw new ApiError('invalid_input', fields.length ? `Invalid or missing fields: ${fields.join(', ')}` : 'Invalid input', fields)
}

/** Query strings may carry arrays or objects (?a[$ne]=1); only plain strings are accepted. */
export const queryString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

/** `true/false/1/0` (docs/api.md, query strings); anything else is false. */
export const queryBool = (v: unknown): boolean => v === 'true' || v === '1'
