import { Router } from 'express'

import { toLocale } from '../../cms/locales'
import { richTextToHtml } from '../../cms/rich-text/to-html'
import { verifyPagesPreviewToken } from '../auth/preview-tokens'
import { CONTENT_PAGES, type ContentPageName } from '../contract/content-pages'
import { ApiError } from '../http/errors'
import { privateAnswer } from '../offers/preview-routes'
import { localized } from '../payload-values'
import type { AppDeps } from '../start/deps'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The page's text in the previewed language: the form's unsaved rich text, else the one saved; empty, the text visitors get instead. */
function pageHtml(name: ContentPageName, lang: ReturnType<typeof toLocale>, unsaved: Record<string, unknown>, saved: Record<string, unknown>): string {
  const savedRichText = (saved[name] ?? {}) as Record<string, unknown>
  const own = richTextToHtml(name in unsaved ? unsaved[name] : savedRichText[lang])
  if (own) return own
  const published = (saved[`${name}_html`] ?? {}) as Record<string, unknown>
  return localized(published, name === 'legal' ? 'fr' : lang) || localized(published, 'fr')
}

/**
 * POST /preview/pages `{ token, lang, data? }`: the agency, partners and legal notice texts as
 * they would be with the admin's unsaved form values, rendered and sanitised as a save renders
 * them. Only the bearer of a content-pages preview token (made for a staff member in the admin)
 * is answered; nothing of it reaches the public caches.
 */
export function contentPagesPreviewRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.post('/preview/pages', privateAnswer, async (req, res) => {
    const body: unknown = req.body
    if (!isRecord(body) || body.token === undefined || body.token === '') throw new ApiError('unauthenticated', 'A preview token is required', ['token'])
    const grant = await verifyPagesPreviewToken(payload.secret, body.token)
    if (!grant) throw new ApiError('unauthenticated', 'The preview token is invalid or expired', ['token'])
    if (body.data !== undefined && !isRecord(body.data)) throw new ApiError('invalid_input', 'data must be an object', ['data'])
    if (body.lang !== undefined && typeof body.lang !== 'string') throw new ApiError('invalid_input', 'lang must be a language code', ['lang'])
    const staff = await payload.findByID({ collection: 'users', id: grant.userId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!staff) throw new ApiError('forbidden', 'The preview token belongs to no staff account any more')
    const lang = toLocale(body.lang)
    const saved = (await payload.findGlobal({ slug: 'content-pages', locale: 'all', depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
    const unsaved = (body.data ?? {}) as Record<string, unknown>
    const data = Object.fromEntries(CONTENT_PAGES.map((name) => [name, pageHtml(name, lang, unsaved, saved)])) as Record<ContentPageName, string>
    res.json({ err: null, data })
  })
  return router
}
