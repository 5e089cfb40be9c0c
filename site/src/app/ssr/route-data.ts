import type { DehydratedState } from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'
import type { Language } from '@contract/languages'

import { activeLanguage } from '../../i18n/i18n'
import { pageMeta, rootText, type RootSeo } from './page-meta'
import { requestLanguage } from './request-language'

/** What every page's loader returns: the prefetched queries for the browser's cache. */
export type PageData = { dehydrated: DehydratedState | null }

/** The language a loader fetches in: decided from the request on the server, the one shown in the browser. */
export const serverLanguage = (request: Request, context: AppLoadContext): Language =>
  requestLanguage(request, context.site.defaultLanguage)
export const browserLanguage = (): Language => activeLanguage()

/** What a page's meta function is given, as every route module's generated `Route.MetaArgs` has it. */
export type PageMetaArgs = {
  matches: ReadonlyArray<{ id: string; data?: unknown; loaderData?: unknown } | undefined>
  location: { pathname: string; search: string }
  data?: unknown
}

/** The root's data (language, texts, origin, agency) as a page's meta function sees it. */
export function rootOf(matches: PageMetaArgs['matches']): RootSeo | undefined {
  const root = matches.find((m) => m?.id === 'root')
  return (root?.loaderData ?? root?.data) as RootSeo | undefined
}

/** The head of a page whose title and description are texts of the site. */
export const textMeta =
  (title: string, description: string) =>
  ({ matches, location }: PageMetaArgs) => {
    const root = rootOf(matches)
    return pageMeta(root, location, {
      title: rootText(root, title),
      description: rootText(root, description),
    })
  }
