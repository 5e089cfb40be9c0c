import type { Payload } from 'payload'
import { toLanguage, type Language } from '@contract/languages'
import { ApiError } from '@contract/api-error'

import type { User } from '@cms/payload-types'
import {
  PREVIEW_TOKEN_TTL_SECONDS,
  type PreviewTokenKind,
  type StaffSession,
} from '@cms/domain/auth/preview-tokens'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v)

type Verify<G> = (secret: string, token: unknown) => Promise<G | null>

/**
 * Whether the admin session a token was made in is still open: Payload keeps a staff member's
 * sessions on the account and removes one at sign-out (all of them when every session is ended),
 * so a token made in it is refused from then on. An expired session counts as ended.
 */
function sessionOpen(staff: Pick<User, 'sessions'>, sessionId: string): boolean {
  const session = (staff.sessions ?? []).find((s) => s.id === sessionId)
  return !!session && Date.parse(session.expiresAt) > Date.now()
}

/** The grant of a valid preview token of its kind, made in an admin session still open; else 401 (403 when the account is gone). */
async function validGrant<G extends StaffSession>(
  payload: Payload,
  token: unknown,
  verify: Verify<G>,
): Promise<G> {
  if (token === undefined || token === '')
    throw new ApiError('unauthenticated', 'A preview token is required', ['token'])
  const grant = await verify(payload.secret, token)
  if (!grant)
    throw new ApiError('unauthenticated', 'The preview token is invalid or expired', ['token'])
  const staff = await payload.findByID({
    collection: 'users',
    id: grant.userId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    showHiddenFields: true,
  })
  if (!staff)
    throw new ApiError('forbidden', 'The preview token belongs to no staff account any more')
  if (!sessionOpen(staff, grant.sessionId))
    throw new ApiError(
      'unauthenticated',
      'The admin session this preview token was made in has ended',
      ['token'],
    )
  return grant
}

/**
 * What every preview endpoint checks before showing anything: a valid preview token of its own
 * kind (`verify`), made for a staff account that still exists in an admin session still open;
 * `data` (the admin form's unsaved values) an object when given; `lang` a language code.
 */
export async function previewRequest<G extends StaffSession>(
  payload: Payload,
  body: unknown,
  verify: Verify<G>,
): Promise<{ grant: G; lang: Language; data: Record<string, unknown> }> {
  if (!isRecord(body))
    throw new ApiError('unauthenticated', 'A preview token is required', ['token'])
  const grant = await validGrant(payload, body.token, verify)
  if (body.data !== undefined && !isRecord(body.data))
    throw new ApiError('invalid_input', 'data must be an object', ['data'])
  if (body.lang !== undefined && typeof body.lang !== 'string')
    throw new ApiError('invalid_input', 'lang must be a language code', ['lang'])
  return { grant, lang: toLanguage(body.lang), data: (body.data ?? {}) as Record<string, unknown> }
}

/**
 * A fresh token of the same kind and grant for the bearer of a valid one, asked by the preview page
 * while it stays open in the admin's panel: the preview keeps working as long as staff edit, and a
 * token nobody renews (a closed panel, a copied link) expires within minutes. Refused like a preview
 * once the admin session has ended.
 */
export async function renewPreviewToken<G extends StaffSession>(
  payload: Payload,
  body: unknown,
  kind: PreviewTokenKind<G>,
): Promise<{ token: string; expires_in: number }> {
  const grant = await validGrant(payload, isRecord(body) ? body.token : undefined, kind.verify)
  return { token: await kind.sign(payload.secret, grant), expires_in: PREVIEW_TOKEN_TTL_SECONDS }
}
