'use client'
import { FieldDescription, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'

import { changedPortals, portalIds } from './portal-bulk'
import { portalUiWords } from './portal-ui-words'
import { usePortalList } from './use-portal-list'

/**
 * The offer's portals as one box per portal rather than a picker: an agency has a handful of
 * portals, and seeing them all says at once where the offer goes. A portal that takes all
 * published offers is shown ticked and locked, since the box would change nothing.
 */
export const PortalCheckboxesField: RelationshipFieldClientComponent = ({
  field,
  path,
  readOnly,
}) => {
  const { i18n } = useTranslation()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const w = portalUiWords[lang]
  const { value, setValue } = useField<unknown>({ path: path ?? field.name })
  const { portals, failed } = usePortalList()
  const ticked = portalIds(value)
  const locked = readOnly || field.admin?.readOnly

  const toggle = (portal: number | string, add: boolean) => {
    const next = changedPortals(ticked, { portal, add })
    if (next) setValue(next)
  }

  return (
    <div className="field-type portal-checkboxes" data-field="portals">
      <FieldLabel label={field.label} path={path} />
      {failed ? <p>{w.loadFailed}</p> : null}
      {!failed && !portals ? <p>{w.loading}</p> : null}
      {portals?.length === 0 ? <p>{w.noPortal}</p> : null}
      <ul style={{ listStyle: 'none', margin: '0 0 8px', padding: 0 }}>
        {portals?.map((p) => {
          const checked = Boolean(p.includeAll) || ticked.some((t) => String(t) === String(p.id))
          const notes = [
            p.format,
            p.includeAll ? w.allOffers : '',
            p.active === false ? w.inactive : '',
          ]
          return (
            <li key={String(p.id)} style={{ margin: '4px 0' }}>
              <label style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                <input
                  type="checkbox"
                  name={`portals-${String(p.id)}`}
                  checked={checked}
                  disabled={Boolean(locked) || Boolean(p.includeAll)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                <span>
                  {p.name}{' '}
                  <small style={{ color: 'var(--theme-elevation-500)' }}>
                    ({notes.filter(Boolean).join(', ')})
                  </small>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
