import type { Language } from '@contract/languages'
import { pageLanguage } from '@contract/request-language'

/** The language a page is rendered in, decided as the server's page cache decides it. */
export const requestLanguage = (request: Request, fallback: Language): Language =>
  pageLanguage(
    {
      url: request.url,
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    },
    fallback,
  )
