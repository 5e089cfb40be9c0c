import { type MetaArgs, useLoaderData } from 'react-router'
import { offerName } from '@contract/offer'

import type { OfferResponse } from '../../api/get-offer'
import { OfferPreviewRoute } from '../routes/offer-preview-route'
import { rootText } from '../ssr/page-meta'
import { type PreviewData, PreviewErrorBoundary, previewLoader } from '../preview/preview-route'
import { rootOf } from '../ssr/route-data'
import type { Route } from './+types/offer-preview'

/** The offer as last saved (draft included), for the bearer of the admin's preview token only. */
export const loader = (args: Route.LoaderArgs): Promise<PreviewData<OfferResponse>> =>
  previewLoader(args, 'offer')

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
