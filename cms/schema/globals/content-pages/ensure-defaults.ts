import type { Payload } from 'payload'
import { CONTENT_PAGES } from '@contract/content-pages'
import { LANGUAGES } from '@contract/languages'

import type { Env } from '../../../env'
import { fieldsOf } from '../../../domain/payload/payload-values'
import { hasText } from '../../../domain/rich-text/lexical-state'
import { defaultContentPages } from './defaults'

/**
 * Gives each content page its first text when it has none yet (a new database, or one from
 * before the pages were editable), so the site never loses a page and staff start from it.
 * A page staff have written is never touched.
 */
export async function ensureContentPages(payload: Payload, e: Env): Promise<void> {
  const current = fieldsOf(
    await payload.findGlobal({
      slug: 'content-pages',
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    }),
  )
  const defaults = defaultContentPages(e)
  const missing = CONTENT_PAGES.filter(
    (name) => !Object.values((current[name] as Record<string, unknown> | null) ?? {}).some(hasText),
  )
  if (missing.length === 0) return
  // One write a language: a write of every language at once would be merged with the stored ones.
  for (const locale of LANGUAGES) {
    const data = Object.fromEntries(
      missing
        .filter((name) => defaults[name][locale])
        .map((name) => [name, defaults[name][locale]]),
    )
    if (Object.keys(data).length)
      await payload.updateGlobal({
        slug: 'content-pages',
        locale,
        data: data,
        depth: 0,
        overrideAccess: true,
      })
  }
}
