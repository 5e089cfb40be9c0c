import { data, isRouteErrorResponse, type LoaderFunctionArgs, type MetaArgs, useLoaderData, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'

import { offerName } from '@contract/offer'

import type { OfferResponse } from '../../features/offer-detail/api/get-offer'
import { previewOffer } from '../../features/offer-detail/api/preview-offer'
import { PreviewBanner } from '../../features/offer-detail/components/preview-banner'
import { ApiError, setApiOrigin } from '../../lib/api-client'
import { OfferPreviewRoute } from '../routes/offer-preview-route'
import { rootText } from '../ssr/page-meta'
import { rootOf, serverLanguage } from '../ssr/route-data'

type PreviewData = { initial: OfferResponse; token: string; lang: string }

/** The offer as last saved (draft included), for the bearer of the admin's preview token only; anyone else gets the refusal's status and nothing of the offer. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<PreviewData> {
  setApiOrigin(context.site.apiOrigin)
  const lang = serverLanguage(request, context)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  try {
    return { initial: await previewOffer(token, lang), token, lang }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw data({ code: error.code }, { status: error.status })
    throw error
  }
}

export const meta = ({ matches, data: page }: MetaArgs) => {
  const root = rootOf(matches)
  const offer = (page as PreviewData | undefined)?.initial.data
  const title = `${rootText(root, 'preview.banner')}${offer ? ` · ${offerName(offer, root?.lang ?? 'fr')}` : ''}`
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function OfferPreview() {
  const { initial, token, lang } = useLoaderData<typeof loader>()
  return <OfferPreviewRoute initial={initial} token={token} lang={lang} />
}

/** No valid token, or no such offer: say that the preview is not available, show nothing else. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
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
