'use client'
import { toast, useConfig, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { applyPortalChange } from './portal-bulk'
import { portalUiWords } from './portal-ui-words'
import { usePortalList } from './use-portal-list'

/**
 * For the offers selected in the list: add them to a portal, or remove them from it. Each offer
 * keeps its other portals, and a pending draft stays pending (portal-bulk.ts).
 */
export function OfferPortalBulk() {
  const { i18n } = useTranslation()
  const w = portalUiWords[i18n.language === 'en' ? 'en' : 'fr']
  const { config } = useConfig()
  const { selectedIDs, count } = useSelection()
  const router = useRouter()
  const { portals, failed } = usePortalList(count > 0)
  const [portal, setPortal] = useState('')
  const [busy, setBusy] = useState(false)
  if (count === 0) return null

  const run = async (add: boolean) => {
    const chosen = portals?.find((p) => String(p.id) === portal)
    if (!chosen) return
    setBusy(true)
    try {
      const result = await applyPortalChange(
        selectedIDs,
        { portal: chosen.id, add },
        {
          api: `${config.serverURL}${config.routes.api}`,
          headers: { 'Accept-Language': i18n.language },
        },
      )
      if (result.updated.length) toast.success(w.updated(result.updated.length))
      if (result.unchanged.length) toast.info(w.unchanged(result.unchanged.length))
      for (const e of result.errors) toast.error(`#${String(e.id)} ${w.refused}: ${e.message}`)
      router.refresh()
    } catch (e) {
      toast.error(`${w.failed}: ${e instanceof Error ? e.message : String(e)}`)
    } finally {
      setBusy(false)
    }
  }

  if (failed) return <span className="offer-portal-bulk">{w.loadFailed}</span>
  if (!portals) return <span className="offer-portal-bulk">{w.loading}</span>
  if (portals.length === 0) return <span className="offer-portal-bulk">{w.noPortal}</span>
  return (
    <span className="offer-portal-bulk" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <select
        aria-label={w.portal}
        value={portal}
        onChange={(e) => setPortal(e.target.value)}
        disabled={busy}
      >
        <option value="">{w.choose}</option>
        {portals.map((p) => (
          <option key={String(p.id)} value={String(p.id)}>
            {p.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy || !portal}
        onClick={() => void run(true)}
      >
        {w.add}
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        disabled={busy || !portal}
        onClick={() => void run(false)}
      >
        {w.remove}
      </button>
    </span>
  )
}
