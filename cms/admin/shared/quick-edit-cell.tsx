'use client'
import { toast, useConfig } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

type Option = string | { label: unknown; value: string }

const labelOf = (label: unknown, lang: string): string =>
  typeof label === 'string'
    ? label
    : label && typeof label === 'object'
      ? String((label as Record<string, string>)[lang] ?? Object.values(label)[0] ?? '')
      : ''

/**
 * A list cell staff change in place: a checkbox ("handled") or a select (a visit request's
 * status). The change is saved at once through Payload's REST API with the admin's session, so
 * the day's leads are sorted without opening each one.
 */
export function QuickEditCell({
  cellData,
  rowData,
  collectionSlug,
  field,
}: DefaultCellComponentProps) {
  const { config } = useConfig()
  const [value, setValue] = useState<unknown>(cellData)
  const [busy, setBusy] = useState(false)
  const name = 'name' in field ? field.name : ''
  const lang = typeof document !== 'undefined' ? document.documentElement.lang || 'en' : 'en'
  const options = ('options' in field ? (field.options as Option[]) : []).map((o) =>
    typeof o === 'string'
      ? { value: o, label: o }
      : { value: o.value, label: labelOf(o.label, lang) },
  )
  const label = labelOf('label' in field ? field.label : name, lang)

  const save = async (next: unknown) => {
    const before = value
    setValue(next)
    setBusy(true)
    try {
      const res = await fetch(
        `${config.serverURL}${config.routes.api}/${collectionSlug}/${encodeURIComponent(String(rowData.id))}?depth=0`,
        {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ [name]: next }),
        },
      )
      if (!res.ok) throw new Error(String(res.status))
    } catch {
      setValue(before)
      toast.error(
        lang === 'fr'
          ? 'La modification n’a pas pu être enregistrée'
          : 'The change could not be saved',
      )
    } finally {
      setBusy(false)
    }
  }

  // The row's link opens the document; a click here only changes the value.
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation()
  if (field.type === 'checkbox') {
    return (
      <input
        type="checkbox"
        data-quick-edit={name}
        aria-label={label}
        checked={value === true}
        disabled={busy}
        onClick={stop}
        onChange={(e) => void save(e.target.checked)}
      />
    )
  }
  return (
    <select
      data-quick-edit={name}
      aria-label={label}
      value={String(value ?? '')}
      disabled={busy}
      onClick={stop}
      onChange={(e) => void save(e.target.value)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
