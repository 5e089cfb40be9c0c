import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { type Items, itemsKeys } from '../../../api/get-items'
import { useLanguage, useTexts } from '../../../i18n/texts'
import { fetchRead } from '../../../lib/web-client'
import { modelContextOf } from '../lib/model-context'

/**
 * The site's read-only tool for assistants in the browser (`search_offers`), registered with the
 * page's model context where the browser has one, in the page's language, and registered again
 * when the language changes. Its code loads only in such a browser, and it holds no query of its
 * own: the reference data it names are those the page already has. The forms are tools of their
 * own (their `toolname`), which an assistant fills and the visitor sends.
 */
export function AssistantTools() {
  const { t } = useTexts()
  const lang = useLanguage()
  const queryClient = useQueryClient()

  useEffect(() => {
    const context = modelContextOf(document)
    if (!context) return
    const registration = new AbortController()
    void import('../lib/search-offers-tool').then(({ searchOffersTool }) => {
      if (registration.signal.aborted) return
      const items = queryClient.getQueryData<Items>(itemsKeys.all)
      const tool = searchOffersTool({ t, lang, read: fetchRead, origin: location.origin, items })
      // The registration ends with its signal (the language changed, the page left): the browser
      // then rejects it as aborted, which is expected.
      Promise.resolve(context.registerTool(tool, { signal: registration.signal })).catch(
        (err: unknown) => {
          if (!registration.signal.aborted) console.warn('search_offers is not offered', err)
        },
      )
    })
    return () => registration.abort()
  }, [t, lang, queryClient])
  return null
}
