import type { LivePreviewConfig, PayloadRequest } from 'payload'

import { isStaffUser } from './access/is-staff'
import { toLocale } from './locales'

/** The sizes staff check a preview at: a phone's and a desktop's. */
export const PREVIEW_BREAKPOINTS: LivePreviewConfig['breakpoints'] = [
  { name: 'phone', label: 'Phone · Téléphone', width: 375, height: 812 },
  { name: 'desktop', label: 'Desktop · Ordinateur', width: 1440, height: 900 },
]

/**
 * The address of one of the site's preview pages, in the language being edited, with a token
 * made for the signed-in staff member; null for anyone else (the panel then shows nothing).
 */
export async function previewUrl(req: PayloadRequest, path: string, locale: { code?: string } | undefined, token: (userId: number | string) => Promise<string>): Promise<string | null> {
  if (!isStaffUser(req) || !req.user) return null
  const origin = req.payload.config.serverURL || req.origin
  const query = new URLSearchParams({ lang: toLocale(locale?.code), token: await token(req.user.id) })
  return `${origin}${path}?${query}`
}
