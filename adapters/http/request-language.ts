import type { Request } from 'express'
import { pageLanguage } from '@contract/request-language'
import type { Language } from '@contract/languages'

/** The language of the page a request comes from: its `?lang=`, the visitor's stored choice, the browser's, or `fallback`. */
export const requestLanguage = (req: Request, fallback: Language): Language =>
  pageLanguage(
    {
      url: req.originalUrl,
      cookie: req.get('cookie'),
      acceptLanguage: req.get('accept-language'),
    },
    fallback,
  )
