import type { Payload } from 'payload'
import type { Language } from '@contract/languages'
import { CONTENT_PAGES, type ContentPageName } from '@contract/content-pages'

import { richTextToHtml } from '@cms/domain/rich-text/to-html'
import { previewRequest } from '../auth/preview-request'
import { verifyPagesPreviewToken } from '@cms/domain/auth/preview-tokens'
import { fieldsOf, localized } from '@cms/domain/payload/payload-values'

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

/** The three content pages' HTML with the admin's unsaved texts (`{ token, lang, data? }`); refused without a valid preview token. */
export async function previewContentPages(payload: Payload, body: unknown) {
  const { lang, data: unsaved } = await previewRequest(payload, body, verifyPagesPreviewToken)
  const saved = fieldsOf(
    await payload.findGlobal({
      slug: 'content-pages',
      locale: 'all',
      depth: 0,
      overrideAccess: true,
    }),
  )
  const data = Object.fromEntries(
    CONTENT_PAGES.map((name) => [name, pageHtml(name, lang, unsaved, saved)]),
  ) as Record<ContentPageName, string>
  return { err: null, data }
}
