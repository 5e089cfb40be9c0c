'use client'
import { toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { Language } from '@contract/languages'

import { sideBySideWords } from './side-by-side-words'

type Props = {
  id: number | string
  trKey: string
  lang: Language
  value: string
  language: string
  readOnly: boolean
}

type SaveError = { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

/**
 * One text of one key, edited in place: leaving the field saves it through Payload's REST API
 * with the admin's session (the collection's validation and access apply), then the view is read
 * again, so a key completed under "missing in …" leaves the list.
 */
export function TranslationCell({ id, trKey, lang, value, language, readOnly }: Props) {
  const w = sideBySideWords(language)
  const { config } = useConfig()
  const router = useRouter()
  const [text, setText] = useState(value)
  const [saved, setSaved] = useState(value)
  const [busy, setBusy] = useState(false)
  const missing = saved === ''

  const save = async () => {
    if (text === saved || busy) return
    setBusy(true)
    try {
      const res = await fetch(
        `${config.serverURL}${config.routes.api}/translations/${encodeURIComponent(String(id))}?depth=0`,
        {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
          body: JSON.stringify({ [`tr_${lang}`]: text }),
        },
      )
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as SaveError
        const reason = body.errors
          ?.flatMap((e) => e.data?.errors?.map((d) => d.message) ?? [e.message])
          .filter(Boolean)
          .join(' · ')
        throw new Error(reason || String(res.status))
      }
      setSaved(text)
      toast.success(`${w.saved} — ${trKey} (${lang})`)
      router.refresh()
    } catch (err) {
      setText(saved)
      toast.error(`${w.notSaved} — ${trKey} (${lang}): ${(err as Error).message}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <textarea
      className="translation-cell"
      data-lang={lang}
      data-missing={missing}
      aria-label={`${trKey} (${lang})`}
      placeholder={missing ? w.missing : undefined}
      value={text}
      rows={2}
      readOnly={readOnly}
      disabled={busy}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => void save()}
      style={{
        width: '100%',
        resize: 'vertical',
        font: 'inherit',
        fontSize: 13,
        padding: 4,
        border: `1px solid ${missing ? '#f05252' : 'var(--theme-elevation-150)'}`,
        background: missing ? '#fde8e8' : 'var(--theme-input-bg)',
        color: 'var(--theme-text)',
      }}
    />
  )
}
