import { isContentPage, type ContentPage } from '@contract/content-pages'
import { toLanguage } from '@contract/languages'
import { ApiError } from '@contract/api-error'
import { queryString } from '@contract/query-values'

import type { PreparedAnswer } from '../http/compression'
import type { AppDeps } from '../start/deps'
import { fieldsOf, localized } from '@cms/domain/payload/payload-values'

/**
 * GET /pages/:name?lang=: a content page's text as staff last saved it, HTML sanitised at save
 * time (an empty language falls back to French). Kept in the public cache.
 */
export const readContentPage =
  ({ payload, publicCache: cache }: Pick<AppDeps, 'payload' | 'publicCache'>) =>
  async (name: string, langAsked: unknown): Promise<PreparedAnswer> => {
    if (!isContentPage(name))
      throw new ApiError('not_found', 'No such page (name: agency, partners or legal)')
    const lang = toLanguage(queryString(langAsked))
    return cache.json(`page:${lang}:${name}`, async () => {
      const pages = fieldsOf(
        await payload.findGlobal({
          slug: 'content-pages',
          locale: 'all',
          select: { [`${name}_html`]: true },
          depth: 0,
          overrideAccess: true,
        }),
      )
      const byLocale = (pages[`${name}_html`] ?? {}) as Record<string, unknown>
      const html = localized(byLocale, lang) || localized(byLocale, 'fr')
      return { err: null, data: { name, lang, html } satisfies ContentPage }
    })
  }
