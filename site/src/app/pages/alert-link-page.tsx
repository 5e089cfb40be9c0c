import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from 'react-router'

import { type AlertOutcome, AlertOutcomePage } from '../../features/alerts/components/alert-outcome-page'
import { followAlertLink } from '../../features/alerts/lib/alert-link'
import { setApiOrigin } from '../../lib/api-client'
import { pageMeta, rootText } from '../ssr/page-meta'
import { rootOf } from '../ssr/route-data'

type Data = { outcome: AlertOutcome }

/**
 * A page an alert mail's link opens: `follow` is called with the link's token (on the server,
 * or in the browser on a client-side visit) and the page tells the outcome; never indexed.
 */
export function alertLinkPage(follow: (token: string) => Promise<unknown>, done: AlertOutcome) {
  const outcomeOf = async (params: LoaderFunctionArgs['params']): Promise<Data> => ({ outcome: await followAlertLink(() => follow(params.token ?? ''), done) })
  return {
    loader: ({ params, context }: LoaderFunctionArgs) => {
      setApiOrigin(context.site.apiOrigin, context.site.dataGeneration)
      return outcomeOf(params)
    },
    clientLoader: ({ params }: LoaderFunctionArgs) => outcomeOf(params),
    meta: ({ matches, location, data }: MetaArgs) => {
      const root = rootOf(matches)
      const outcome = (data as Data | undefined)?.outcome ?? 'failed'
      return [...pageMeta(root, location, { title: rootText(root, `alerts.outcome.${outcome}.title`), description: rootText(root, `alerts.outcome.${outcome}.text`) }), { name: 'robots', content: 'noindex' }]
    },
    Page: function AlertLinkPage() {
      return <AlertOutcomePage outcome={useLoaderData<Data>().outcome} />
    },
  }
}
