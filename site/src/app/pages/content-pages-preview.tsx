import { type MetaArgs, useLoaderData } from 'react-router'

import type { PagesPreview } from '../preview/preview-pages'
import { ContentPagesPreviewRoute } from '../routes/content-pages-preview-route'
import { rootText } from '../ssr/page-meta'
import { type PreviewData, PreviewErrorBoundary, previewLoader } from '../preview/preview-route'
import { rootOf } from '../ssr/route-data'
import type { Route } from './+types/content-pages-preview'

/** The content pages as last saved, for the bearer of the admin's preview token only. */
export const loader = (args: Route.LoaderArgs): Promise<PreviewData<PagesPreview>> =>
  previewLoader(args, 'pages')

export const meta = ({ matches }: MetaArgs) => [
  { title: rootText(rootOf(matches), 'preview.banner') },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function ContentPagesPreview() {
  const { initial, token, lang } = useLoaderData<typeof loader>()
  return <ContentPagesPreviewRoute initial={initial} token={token} lang={lang} />
}

export const ErrorBoundary = PreviewErrorBoundary
