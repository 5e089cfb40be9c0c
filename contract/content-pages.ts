/** The site's pages whose text staff write in the admin (`GET /web/1.0/pages/:name`). */
export const CONTENT_PAGES = ['agency', 'partners', 'legal'] as const
export type ContentPageName = (typeof CONTENT_PAGES)[number]

export const isContentPage = (name: string): name is ContentPageName =>
  (CONTENT_PAGES as readonly string[]).includes(name)

/** The answer's data: the page's sanitised HTML in the language served. */
export type ContentPage = { name: ContentPageName; lang: string; html: string }
