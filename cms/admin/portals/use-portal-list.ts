'use client'
import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { PortalOption } from './portal-ui-words'

/**
 * The portals, read through Payload's REST API with the staff member's session (a hundred is far
 * more than an agency works with). Only the fields the offer screens show are asked for.
 */
export function usePortalList(enabled = true) {
  const { config } = useConfig()
  const [portals, setPortals] = useState<PortalOption[] | null>(null)
  const [failed, setFailed] = useState(false)
  const fields = ['name', 'format', 'active', 'includeAll']
    .map((f) => `select[${f}]=true`)
    .join('&')
  const url = `${config.serverURL}${config.routes.api}/portals?limit=100&depth=0&sort=name&${fields}`

  useEffect(() => {
    if (!enabled || portals) return
    let cancelled = false
    fetch(url, { credentials: 'include' })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status))
        const body = (await res.json()) as { docs: PortalOption[] }
        if (!cancelled) setPortals(body.docs)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [enabled, portals, url])

  return { portals, failed }
}
