import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router'

import { unsubscribeSearch } from '../../features/alerts/api/searches'
import { type AlertOutcome, AlertOutcomePage } from '../../features/alerts/components/alert-outcome-page'
import { followAlertLink } from '../../features/alerts/lib/alert-link'
import { setApiOrigin } from '../../lib/api-client'
import { pageMeta, rootText } from '../ssr/page-meta'
import { rootOf } from '../ssr/route-data'

type Data = { outcome: AlertOutcome }

export async function loader({ params, context }: LoaderFunctionArgs): Promise<Data> {
  setApiOrigin(context.site.apiOrigin)
  return { outcome: await followAlertLink(() => unsubscribeSearch(params.token ?? ''), 'unsubscribed') }
}

export async function clientLoader({ params }: LoaderFunctionArgs): Promise<Data> {
  return { outcome: await followAlertLink(() => unsubscribeSearch(params.token ?? ''), 'unsubscribed') }
}

export const meta = ({ matches, location, data }: MetaArgs) => {
  const root = rootOf(matches)
  const outcome = (data as Data | undefined)?.outcome ?? 'failed'
  return [...pageMeta(root, location, { title: rootText(root, `alerts.outcome.${outcome}.title`), description: rootText(root, `alerts.outcome.${outcome}.text`) }), { name: 'robots', content: 'noindex' }]
}

export default function AlertLinkPage() {
  return <AlertOutcomePage outcome={useLoaderData<Data>().outcome} />
}
