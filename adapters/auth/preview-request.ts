import type { Payload } from 'payload'

import { toLocale, type Locale } from '../../cms/locales'
import type { Id } from '../contract/envelope'
import { ApiError } from '../http/errors'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

type Verify<G> = (secret: string, token: unknown) => Promise<G | null>

/**
 * What every preview endpoint checks before showing anything: a valid preview token of its own
 * kind (`verify`), made for a staff account that still exists; `data` (the admin form's unsaved
 * values) an object when given; `lang` a language code.
 */
export async function previewRequest<G extends { userId: Id }>(payload: Payload, body: unknown, verify: Verify<G>): Promise<{ grant: G; lang: Locale; data: Record<string, unknown> }> {
  if (!isRecord(body) || body.token === undefined || body.token === '') throw new ApiError('unauthenticated', 'A preview token is required', ['token'])
  const grant = await verify(payload.secret, body.token)
  if (!grant) throw new ApiError('unauthenticated', 'The preview token is invalid or expired', ['token'])
  if (body.data !== undefined && !isRecord(body.data)) throw new ApiError('invalid_input', 'data must be an object', ['data'])
  if (body.lang !== undefined && typeof body.lang !== 'string') throw new ApiError('invalid_input', 'lang must be a language code', ['lang'])
  const staff = await payload.findByID({ collection: 'users', id: grant.userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!staff) throw new ApiError('forbidden', 'The preview token belongs to no staff account any more')
  return { grant, lang: toLocale(body.lang), data: (body.data ?? {}) as Record<string, unknown> }
}
