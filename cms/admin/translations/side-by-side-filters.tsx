'use client'
import { usePathname, useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { LANGUAGES } from '@contract/languages'

import {
  DEFAULT_PAGE_SIZE,
  type MissingFilter,
} from '../../schema/collections/Translations/side-by-side-query'
import { sideBySideWords } from './side-by-side-words'

type Props = {
  language: string
  missing: MissingFilter
  search: string
  limit: number
  pageSizes: number[]
}

/** The view's filters: missing in one language or any, a text search and the page size; a change starts again at page 1. */
export function SideBySideFilters({ language, missing, search, limit, pageSizes }: Props) {
  const w = sideBySideWords(language)
  const router = useRouter()
  const pathname = usePathname()
  const [text, setText] = useState(search)

  const go = (next: { missing?: string; q?: string; limit?: string }) => {
    const params = new URLSearchParams()
    const values = { missing: missing ?? '', q: text.trim(), limit: String(limit), ...next }
    if (values.missing) params.set('missing', values.missing)
    if (values.q) params.set('q', values.q)
    if (values.limit && values.limit !== String(DEFAULT_PAGE_SIZE))
      params.set('limit', values.limit)
    router.push(`${pathname}${params.size ? `?${params}` : ''}`)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    go({})
  }

  return (
    <form
      className="translations-side-by-side__filters"
      role="search"
      onSubmit={submit}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 8 }}
    >
      <label>
        {`${w.missingIn} `}
        <select
          name="missing"
          value={missing ?? ''}
          onChange={(e) => go({ missing: e.target.value })}
        >
          <option value="">{w.everything}</option>
          <option value="any">{w.anyLanguage}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <input
        type="search"
        name="q"
        aria-label={w.search}
        placeholder={w.search}
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        style={{ minWidth: 280 }}
      />
      <button
        type="submit"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
      >
        {w.apply}
      </button>
      <label>
        <select name="limit" value={String(limit)} onChange={(e) => go({ limit: e.target.value })}>
          {pageSizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {` ${w.perPage}`}
      </label>
    </form>
  )
}
