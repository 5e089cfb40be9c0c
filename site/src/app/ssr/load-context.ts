import type { SiteData, SiteSettings } from '@contract/site-data'

export type SiteContext = SiteSettings

declare module 'react-router' {
  /** What the Express server hands to every loader and action of the server-rendered site (see adapters/render). */
  interface AppLoadContext {
    site: SiteContext
    /** The page's data, read in process on the server. */
    data: SiteData
  }
}
