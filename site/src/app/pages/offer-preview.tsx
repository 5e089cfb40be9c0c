import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router'
import { offerName } from '@contract/offer'

import type { OfferResponse } from '../../features/offer-detail/api/get-offer'
import { previewOffer } from '../preview/preview-offer'
import { OfferPreviewRoute } from '../routes/offer-preview-route'
import { rootText } from '../ssr/page-meta'
import { type PreviewData, PreviewErrorBoundary, previewLoader } from '../preview/preview-route'
import { rootOf } from '../ssr/route-data'

/** The offer as last saved (draft included), for the bearer of the admin's preview token only. */
export const loader = (args: LoaderFunctionArgs): Promise<PreviewData<OfferResponse>> =>
  previewLoader(args, previewOffer)

export const meta = ({ matches, data: page }: MetaArgs) => {
  const root = rootOf(matches)
  const offer = (page as PreviewData<OfferResponse> | undefined)?.initial.data
  const title = `${rootText(root, 'preview.banner')}${offer ? ` · ${offerName(offer, root?.lang ?? 'fr')}` : ''}`
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function OfferPreview() {
  const { initial, token, lang } = useLoaderData<typeof loader>()
  return <OfferPreviewRoute initial={initial} token={token} lang={lang} />
}

export const ErrorBoundary = PreviewErrorBoundary
