'use client'
import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'

type Item = { id: number | string; label_fr?: string | null; label_en?: string | null }
type Kind = 'type' | 'exclusivity' | 'service'

const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v)
const same = (a: unknown, b: unknown) => a != null && b != null && String(a) === String(b)

// Read once per page: the form's tabs mount the field again each time they are opened.
const loaded = new Map<Kind, Item[]>()

/** The reference items of one kind, in their order of value. */
function useItems(kind: Kind) {
  const [items, setItems] = useState<Item[] | null>(() => loaded.get(kind) ?? null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (loaded.has(kind)) return
    const controller = new AbortController()
    const query = `where[kind][equals]=${kind}&sort=value&limit=100&depth=0&select[label_fr]=true&select[label_en]=true`
    fetch(`/cms-api/items?${query}`, { credentials: 'include', signal: controller.signal })
      .then((r) =>
        r.ok
          ? (r.json() as Promise<{ docs: Item[] }>)
          : Promise.reject(new Error(String(r.status))),
      )
      .then((r) => {
        loaded.set(kind, r.docs)
        setItems(r.docs)
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [kind])
  return { items, failed }
}

/**
 * A choice among the agency's types, exclusivities or services as one button each, named in the
 * admin's language: a dozen known names are read at a glance and chosen in one click, where a
 * picker asks to open it and search. One value (type, exclusivity: clicked again, it is cleared)
 * or several (services).
 */
export const ItemChipsField: RelationshipFieldClientComponent = (props) => {
  const { field, path: fieldPath, readOnly } = props
  const kind = (props as { kind?: Kind }).kind ?? 'type'
  const path = fieldPath ?? field.name
  const { i18n } = useTranslation()
  const en = i18n.language === 'en'
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path })
  const { items, failed } = useItems(kind)
  const many = Boolean(field.hasMany)
  const chosen = (many ? ((value as unknown[] | null) ?? []) : value == null ? [] : [value]).map(
    idOf,
  )
  const disabled = Boolean(readOnly || field.admin?.readOnly)

  const toggle = (id: Item['id']) => {
    const on = chosen.some((c) => same(c, id))
    if (many) setValue(on ? chosen.filter((c) => !same(c, id)) : [...chosen, id])
    else setValue(on ? null : id)
  }

  return (
    <div
      className={`field-type item-chips${showError ? ' error' : ''}`}
      id={`field-${path}`}
      style={{ marginBottom: 16 }}
    >
      <FieldLabel label={field.label} path={path} required={field.required} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      {failed ? (
        <p>{en ? 'The list could not be loaded.' : 'La liste n’a pas pu être chargée.'}</p>
      ) : null}
      <div role="group" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {items?.map((item) => {
          const on = chosen.some((c) => same(c, item.id))
          const label =
            (en ? item.label_en || item.label_fr : item.label_fr || item.label_en) ??
            String(item.id)
          return (
            <button
              key={String(item.id)}
              type="button"
              className={`item-chip${on ? ' item-chip--on' : ''}`}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => toggle(item.id)}
              style={{
                padding: '4px 12px',
                borderRadius: 16,
                cursor: disabled ? 'default' : 'pointer',
                border: `1px solid ${on ? 'var(--theme-success-500, #0e7c4a)' : 'var(--theme-elevation-250)'}`,
                background: on ? 'var(--theme-success-100, #def7ec)' : 'var(--theme-elevation-50)',
                color: 'var(--theme-text)',
                fontWeight: on ? 600 : 400,
              }}
            >
              {label}
            </button>
          )
        })}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
