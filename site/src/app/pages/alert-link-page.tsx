import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router'
import type { SearchLinkKind, SiteData } from '@contract/site-data'

import {
  type AlertOutcome,
  AlertOutcomePage,
} from '../../features/alerts/components/alert-outcome-page'
import { followAlertLink } from '../../features/alerts/lib/alert-link'
import { useTexts } from '../../i18n/texts'
import { followSearchLink, readSearchLink } from '../../features/alerts/api/searches'
import { answerOf } from '../../lib/api-client'
import { pageMeta, rootText } from '../ssr/page-meta'
import { type PageMetaArgs, rootOf } from '../ssr/route-data'

type Done = 'confirmed' | 'unsubscribed'
/** Either what the link did (or why it did nothing), or a question: the page's button still has to be pressed. */
type Data = { outcome: AlertOutcome } | { outcome: null }

type LinkState = { confirmed?: boolean; unsubscribed?: boolean }

type Link = {
  kind: SearchLinkKind
  /** Whether the link's search is already in the state the button would put it in. */
  isDone: (link: LinkState) => boolean
  done: Done
}

/** Reading the link and pressing its button: in process on the server, over HTTP in the browser. */
type LinkCalls = {
  read: (kind: SearchLinkKind, token: string) => Promise<LinkState>
  act: (kind: SearchLinkKind, token: string) => Promise<unknown>
}
const inBrowser: LinkCalls = { read: readSearchLink, act: followSearchLink }
const onServer = (data: SiteData): LinkCalls => ({
  read: async (kind, token) =>
    answerOf<{ data: LinkState }>(await data.readSearchLink(kind, token)).data,
  act: async (kind, token) => answerOf(await data.followSearchLink(kind, token)),
})

/** The page's button: a plain form posted to the page's own address, so it works with scripts or without. */
function AskPage({ done }: { done: Done }) {
  const { t } = useTexts()
  const busy = useNavigation().state === 'submitting'
  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t(`alerts.ask.${done}.title`)}</h1>
      <p className="lead">{t(`alerts.ask.${done}.text`)}</p>
      <Form method="post">
        <button className="button" type="submit" disabled={busy}>
          {t(`alerts.ask.${done}.button`)}
        </button>
      </Form>
    </main>
  )
}

/**
 * A page an alert mail's link opens. Opening it changes nothing (mail programs and their link
 * scanners open links by themselves): it reads the link's search and shows a button; pressing it
 * posts the page's form, whose action confirms or stops the alert, and the page tells the outcome.
 * Never indexed, never kept.
 */
export function alertLinkPage({ kind, isDone, done }: Link) {
  const read = async (calls: LinkCalls, token: string): Promise<Data> => {
    let already = false
    const outcome = await followAlertLink(async () => {
      already = isDone(await calls.read(kind, token))
    }, done)
    return { outcome: outcome === done ? (already ? done : null) : outcome }
  }
  return {
    loader: ({ params, context }: LoaderFunctionArgs) =>
      read(onServer(context.data), params.token ?? ''),
    clientLoader: ({ params }: LoaderFunctionArgs) => read(inBrowser, params.token ?? ''),
    // A form post always reaches the server: its action acts in process, held to the visitor's limit.
    action: async ({ params, context }: ActionFunctionArgs): Promise<Data> => ({
      outcome: await followAlertLink(
        () => onServer(context.data).act(kind, params.token ?? ''),
        done,
      ),
    }),
    meta: ({ matches, location, data }: PageMetaArgs) => {
      const root = rootOf(matches)
      const outcome = (data as Data | undefined)?.outcome
      const key = outcome === null ? `alerts.ask.${done}` : `alerts.outcome.${outcome ?? 'failed'}`
      return [
        ...pageMeta(root, location, {
          title: rootText(root, `${key}.title`),
          description: rootText(root, `${key}.text`),
        }),
        { name: 'robots', content: 'noindex' },
      ]
    },
    Page: function AlertLinkPage() {
      const acted = useActionData<Data>()
      const opened = useLoaderData<Data>()
      const shown = acted ?? opened
      return shown.outcome === null ? (
        <AskPage done={done} />
      ) : (
        <AlertOutcomePage outcome={shown.outcome} />
      )
    },
  }
}
