import type { Language } from '@contract/languages'

/** What the Express server hands to every loader of the server-rendered site. */
export type SiteContext = {
  /** Where the renderer reaches the legacy API: this process's own port. */
  apiOrigin: string
  /** The language when neither the address, the stored choice nor the browser decides (DEFAULT_LANG). */
  defaultLanguage: Language
  /** The site's public address (PUBLIC_URL) for canonical links, else the request's own origin. */
  publicUrl: string | null
  /** The generation of the public data now: API answers marked with it are current (see the API client). */
  dataGeneration?: number
  /** Sent with the render's loopback calls: the API tells its own render from any other client by it. */
  renderKey?: string
}

declare module 'react-router' {
  interface AppLoadContext {
    site: SiteContext
  }
}
