import {
  dehydrate,
  type DehydratedState,
  HydrationBoundary,
  QueryClientProvider,
} from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { COOKIE_NOTICE, cookieValue, LANGUAGE_COOKIE } from '@contract/cookies'
import { DEFAULT_LANGUAGE, htmlLang, isLanguage, type Language } from '@contract/languages'

import { siteConfigQuery } from './api/get-site-config'
import { SiteLayout } from './app/layout/site-layout'
import { pageQueryClient } from './app/query-client'
import { pageMessages } from './app/ssr/page-messages.server'
import { requestLanguage } from './app/ssr/request-language'
import { serverQueryClient } from './app/ssr/prefetch'
import type { RootSeo } from './app/ssr/page-meta'
import './app/ssr/load-context'
import { DialogsProvider } from './components/ui/dialogs-provider'
import { LiveUpdates } from './features/live/components/live-updates'
import { AssistantTools } from './features/assistants/components/assistant-tools'
import {
  createI18n,
  type Messages,
  messagesOf,
  rememberLanguage,
  storedLanguage,
  switchTexts,
  textsJson,
} from './i18n/i18n'
import { TextsProvider } from './i18n/texts'
import { serverRead } from './lib/web-client'
import { SessionProvider } from './lib/session-ui'
import siteStyles from './styles/site.css?url'
import brandFaces from './styles/brand-faces.css?url'
import type { Route } from './+types/root'

export type RootData = RootSeo & { cookiesAccepted: boolean; dehydrated: DehydratedState }

/** The page's language and its texts, the agency's details and whether the cookie notice was accepted: all known before the first byte. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const lang = requestLanguage(request, context.site.defaultLanguage)
  const client = serverQueryClient(context)
  const [messages, config] = await Promise.all([
    pageMessages(lang, serverRead(context.data)),
    client.fetchQuery(siteConfigQuery).catch(() => null),
  ])
  const origin = (
    context.site.publicUrl ??
    config?.publicUrl ??
    new URL(request.url).origin
  ).replace(/\/$/, '')
  return {
    lang,
    texts: textsJson(messages),
    origin,
    config,
    cookiesAccepted: cookieValue(request.headers.get('cookie'), COOKIE_NOTICE) === 'ok',
    dehydrated: dehydrate(client),
  }
}

const NO_HTML = { __html: '' }

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const lang: Language = data?.lang ?? DEFAULT_LANGUAGE
  return (
    <html lang={htmlLang(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14213d" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Filled with the stylesheet by the server (see site-render), so the first paint waits for no request; hydration leaves it as it is. */}
        <style
          data-inline={siteStyles}
          suppressHydrationWarning
          dangerouslySetInnerHTML={NO_HTML}
        />
        {/* The brand's faces, filled in inert by the server and turned on once the first photo is
            painted (see brand-faces.css): the first screen never waits for a font. */}
        <style
          data-inline={brandFaces}
          data-after-paint=""
          suppressHydrationWarning
          dangerouslySetInnerHTML={NO_HTML}
        />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function Providers({
  lang,
  messages,
  dehydrated,
  children,
}: {
  lang: Language
  messages: Messages
  dehydrated: DehydratedState
  children: ReactNode
}) {
  const [i18n] = useState(() => createI18n(lang, messages))
  const [queryClient] = useState(pageQueryClient)
  // A language switch reloads the root data (?lang= changed): the texts follow at once.
  switchTexts(i18n, lang, messages)
  return (
    <I18nextProvider i18n={i18n}>
      <TextsProvider i18n={i18n} lang={lang}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={dehydrated}>
            <DialogsProvider>
              <SessionProvider>{children}</SessionProvider>
            </DialogsProvider>
          </HydrationBoundary>
        </QueryClientProvider>
      </TextsProvider>
    </I18nextProvider>
  )
}

/**
 * A language asked in the address (a shared link, the menu) becomes the visitor's choice for the
 * next visits; a choice stored by an earlier version of the site (localStorage only) is moved to
 * the cookie the server reads, and the page follows it.
 */
function useRememberedLanguage(lang: Language) {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const search = new URLSearchParams(location.search)
    const asked = search.get('lang')
    if (isLanguage(asked)) return rememberLanguage(asked)
    const stored = storedLanguage()
    if (stored && stored !== lang && cookieValue(document.cookie, LANGUAGE_COOKIE) === null) {
      rememberLanguage(stored)
      search.set('lang', stored)
      void navigate(
        { pathname: location.pathname, search: `?${search}`, hash: location.hash },
        { replace: true, preventScrollReset: true },
      )
    }
  }, [lang, location, navigate])
}

/**
 * Providers around every page: texts, server data, shared dialogs, the login dialog's state, a
 * signed-in client's live channel and the tools offered to assistants in the browser.
 */
export default function Root() {
  const { lang, texts, dehydrated, cookiesAccepted } = useLoaderData<typeof loader>()
  const messages = messagesOf(texts)
  // Marks the page interactive (the browser tests wait for it before typing into server-rendered forms).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useRememberedLanguage(lang)
  return (
    <Providers lang={lang} messages={messages} dehydrated={dehydrated}>
      <LiveUpdates />
      <AssistantTools />
      <SiteLayout cookiesAccepted={cookiesAccepted} />
    </Providers>
  )
}

/** A failure outside any page (the root data itself): a plain page that still says what happened. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main id="main" className="page container">
      <h1 className="page-title">Belsunce Immobilier</h1>
      <p>
        {status === 404
          ? 'Page not found.'
          : 'The page could not be shown. Please try again in a moment.'}
      </p>
      <p>
        <a href="/">Home</a>
      </p>
    </main>
  )
}
