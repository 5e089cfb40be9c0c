import type { Language } from './languages'
import type { WebReadName, WebReadParams } from './web-reads'

/** An answer read in process: the status and the JSON body the API's HTTP answer would carry. */
export type SiteAnswer = { status: number; body: unknown }

/** What an alert mail's link is for: confirming its search, or stopping its alert. */
export type SearchLinkKind = 'confirm' | 'unsubscribe'

/** A staff preview: an offer's detail, or the content pages. */
export type PreviewKind = 'offer' | 'pages'

/**
 * The server's data for one page render, handed to the site's loaders and actions in React
 * Router's load context: the reads and the few actions of the API, called in process (never over
 * HTTP), answered as the API would answer them.
 */
export type SiteData = {
  /** A public read of the contract's table, by its name and parameters (`offer`, `{ slug, lang }`); counts no view. */
  read: <K extends WebReadName>(name: K, params: WebReadParams<K>) => Promise<SiteAnswer>
  /** The search an alert mail's link names, read without acting on it. */
  readSearchLink: (kind: SearchLinkKind, token: string) => Promise<SiteAnswer>
  /** What the link page's button does; refused (429) beyond the visitor's per-address limit. */
  followSearchLink: (kind: SearchLinkKind, token: string) => Promise<SiteAnswer>
  /** What the verification page's button does; refused (429) beyond the visitor's per-address limit. */
  verifyEmail: (contactId: string, challenge: string) => Promise<SiteAnswer>
  /** A staff preview as last saved, for the bearer of the admin's preview token only. */
  preview: (kind: PreviewKind, token: string, lang: string) => Promise<SiteAnswer>
}

/** The server's settings every render is made with. */
export type SiteSettings = {
  /** The language when neither the address, the stored choice nor the browser decides (DEFAULT_LANG). */
  defaultLanguage: Language
  /** The site's public address (PUBLIC_URL) for canonical links, else the request's own origin. */
  publicUrl: string | null
}

/** What the server hands to every loader and action of the server-rendered site. */
export type SiteLoadContext = { site: SiteSettings; data: SiteData }
