import { Router } from 'express'
import type { Language } from '@contract/languages'
import { CONTENT_PAGES, type ContentPageName } from '@contract/content-pages'

import { richTextToHtml } from '../../cms/rich-text/to-html'
import { previewRequest, renewPreviewToken } from '../auth/preview-request'
import { PAGES_PREVIEW_TOKENS, verifyPagesPreviewToken } from '../../cms/auth/preview-tokens'
import { privateAnswer } from '../http/private-answer'
import { localized } from '../../cms/payload-values'
import type { AppDeps } from '../start/deps'

/** The page's text in the previewed language: the form's unsaved rich text, else the one saved; empty, the text visitors get instead. */
function pageHtml(
  name: ContentPageName,
  lang: Language,
  unsaved: Record<string, unknown>,
  saved: Record<string, unknown>,
): string {
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
 * is answered; nothing of it reaches the public caches. POST /preview/pages/token `{ token }`: a
 * fresh token for the same staff member and admin session.
 */
export function contentPagesPreviewRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.post('/preview/pages', privateAnswer, async (req, res) => {
    const { lang, data: unsaved } = await previewRequest(payload, req.body, verifyPagesPreviewToken)
    const saved = (await payload.findGlobal({
      slug: 'content-pages',
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    const data = Object.fromEntries(
      CONTENT_PAGES.map((name) => [name, pageHtml(name, lang, unsaved, saved)]),
    ) as Record<ContentPageName, string>
    res.json({ err: null, data })
  })
  router.post('/preview/pages/token', privateAnswer, async (req, res) => {
    res.json({ err: null, data: await renewPreviewToken(payload, req.body, PAGES_PREVIEW_TOKENS) })
  })
  return router
}
