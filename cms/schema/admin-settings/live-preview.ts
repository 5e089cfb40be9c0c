import type { LivePreviewConfig, PayloadRequest } from 'payload'
import { toLanguage } from '@contract/languages'

import type { StaffSession } from '../../domain/auth/preview-tokens'
import { isStaffUser } from '../access/is-staff'

/** The sizes staff check a preview at: a phone's and a desktop's. */
export const PREVIEW_BREAKPOINTS: LivePreviewConfig['breakpoints'] = [
  { name: 'phone', label: 'Phone · Téléphone', width: 375, height: 812 },
  { name: 'desktop', label: 'Desktop · Ordinateur', width: 1440, height: 900 },
]

/**
 * The address of one of the site's preview pages, in the language being edited, with a token
 * made for the signed-in staff member and the admin session they are in (Payload's `sid`: the
 * token is refused once that session ends); null for anyone else, or without such a session
 * (the panel then shows nothing).
 */
export async function previewUrl(
  req: PayloadRequest,
  path: string,
  locale: { code?: string } | undefined,
  token: (staff: StaffSession) => Promise<string>,
): Promise<string | null> {
  if (!isStaffUser(req) || !req.user) return null
  const sessionId = (req.user as { _sid?: unknown })._sid
  if (typeof sessionId !== 'string' || !sessionId) return null
  const origin = req.payload.config.serverURL || req.origin
  const query = new URLSearchParams({
    lang: toLanguage(locale?.code),
    token: await token({ userId: req.user.id, sessionId }),
  })
  return `${origin}${path}?${query}`
}
