'use client'
import { useConfig, useDocumentInfo, useField, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { LANGUAGE_NAMES, LANGUAGES } from '@contract/languages'

import { hasText } from '../../domain/rich-text/lexical-state'

type Props = { collection: 'offers' | 'buildings'; path?: string }

// Text fields and Lexical states alike: an editor holding only empty paragraphs is not filled.
const filled = (v: unknown) => hasText(v)

/**
 * Under a localized field: the five languages, each marked filled or missing. The stored values
 * of every language are read once (the document in all languages); the language being edited
 * follows what is typed.
 */
export function TranslationStatus({ collection, path }: Props) {
  const { id } = useDocumentInfo()
  const locale = useLocale()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const { value, path: fieldPath } = useField<unknown>({ potentiallyStalePath: path })
  const [stored, setStored] = useState<Record<string, unknown>>({})

  useEffect(() => {
    if (id == null || !fieldPath) return
    let cancelled = false
    const query = `locale=all&fallback-locale=none&depth=0&draft=true&select[${fieldPath}]=true`
    const url = `${config.serverURL}${config.routes.api}/${collection}/${String(id)}?${query}`
    void fetch(url, { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : {}))
      .then((doc: Record<string, unknown>) => {
        if (!cancelled) setStored((doc[fieldPath] as Record<string, unknown> | undefined) ?? {})
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [id, fieldPath, collection, config.serverURL, config.routes.api])

  const status = LANGUAGES.map((l) => ({
    lang: l,
    ok: l === locale.code ? filled(value) : filled(stored[l]),
  }))
  const en = i18n.language === 'en'
  const title = en ? 'Languages filled' : 'Langues remplies'
  return (
    <div
      className="translation-status"
      aria-label={title}
      title={title}
      style={{ display: 'flex', gap: 6, marginTop: 6, fontSize: 12 }}
    >
      {status.map(({ lang, ok }) => (
        <span
          key={lang}
          lang={lang === 'sp' ? 'es' : lang}
          data-lang={lang}
          data-filled={ok}
          title={
            en
              ? `${LANGUAGE_NAMES[lang]}: ${ok ? 'filled' : 'missing'}`
              : `${LANGUAGE_NAMES[lang]} : ${ok ? 'rempli' : 'manquant'}`
          }
          style={{
            padding: '0 6px',
            borderRadius: 8,
            background: ok ? '#def7ec' : '#fde8e8',
            color: ok ? '#03543f' : '#9b1c1c',
            textDecoration: ok ? undefined : 'line-through',
          }}
        >
          {ok ? `${LANGUAGE_NAMES[lang]} ✓` : `${LANGUAGE_NAMES[lang]} ✗`}
        </span>
      ))}
    </div>
  )
}
