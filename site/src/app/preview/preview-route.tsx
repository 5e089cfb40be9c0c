import { data, isRouteErrorResponse, type LoaderFunctionArgs, useRouteError } from 'react-router'
import type { PreviewKind } from '@contract/site-data'

import { useTexts } from '../../i18n/texts'
import { PreviewBanner } from './preview-banner'
import { answerOf, ApiError } from '../../lib/api-client'
import { serverLanguage } from '../ssr/route-data'

export type PreviewData<T> = { initial: T; token: string; lang: string }

/**
 * A staff preview page's data as last saved (drafts included), for the bearer of the admin's
 * preview token only; anyone else gets the refusal's status and nothing of the content.
 */
export async function previewLoader<T>(
  { request, context }: LoaderFunctionArgs,
  kind: PreviewKind,
): Promise<PreviewData<T>> {
  const lang = serverLanguage(request, context)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    return { initial: answerOf<T>(await context.data.preview(kind, token, lang)), token, lang }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      throw data({ code: error.code }, { status: error.status })
    throw error
  }
}

/** No valid token, or nothing to preview: say that the preview is not available, show nothing else. */
export function PreviewErrorBoundary() {
  const error = useRouteError()
  const { t } = useTexts()
  const refused = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)
  return (
    <>
      <PreviewBanner />
      <main id="main" className="page container">
        <h1 className="page-title">{t(refused ? 'preview.refused' : 'preview.unavailable')}</h1>
      </main>
    </>
  )
}
