import { useEffect } from 'react'

import { useItems } from '../../../api/get-items'
import { useLanguage, useTexts } from '../../../i18n/texts'
import { apiGet } from '../../../lib/api-client'
import { modelContextOf } from '../lib/model-context'

/**
 * The site's read-only tool for assistants in the browser (`search_offers`), registered with the
 * page's model context where the browser has one, in the page's language, and registered again
 * when the language changes. Its code loads only in such a browser. The forms are tools of their
 * own (their `toolname`), which an assistant fills and the visitor sends.
 */
export function AssistantTools() {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data: items } = useItems()

  useEffect(() => {
    const context = modelContextOf(document)
    if (!context) return
    const registration = new AbortController()
    void import('../lib/search-offers-tool').then(({ searchOffersTool }) => {
      if (registration.signal.aborted) return
      const tool = searchOffersTool({ t, lang, get: apiGet, origin: location.origin, items })
      // The registration ends with its signal (the language changed, the page left): the browser
      // then rejects it as aborted, which is expected.
      Promise.resolve(context.registerTool(tool, { signal: registration.signal })).catch(
        (err: unknown) => {
          if (!registration.signal.aborted) console.warn('search_offers is not offered', err)
        },
      )
    })
    return () => registration.abort()
  }, [t, lang, items])
  return null
}
