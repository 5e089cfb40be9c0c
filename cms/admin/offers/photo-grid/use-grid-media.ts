'use client'
import { useConfig } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { GridMedia } from './photo-upload'

type Id = number | string

/**
 * The media documents of the photos shown, by id: those not yet known are read in one request to
 * Payload's REST under the staff session (a private photo included); a new upload is added as
 * it comes back.
 */
export function useGridMedia(ids: Id[]) {
  const { config } = useConfig()
  const [byId, setById] = useState<Record<string, GridMedia>>({})
  const asked = useRef(new Set<string>())
  const missing = ids.map(String).filter((id) => !byId[id] && !asked.current.has(id))
  const key = missing.join(',')

  useEffect(() => {
    if (!key) return
    const wanted = key.split(',')
    for (const id of wanted) asked.current.add(id)
    const query = new URLSearchParams([
      ...wanted.map((id, i): [string, string] => [`where[id][in][${i}]`, id]),
      ['depth', '0'],
      ['limit', String(wanted.length)],
    ])
    void fetch(`${config.serverURL}${config.routes.api}/media?${query}`, { credentials: 'include' })
      .then((r) => (r.ok ? (r.json() as Promise<{ docs: GridMedia[] }>) : { docs: [] }))
      .then(({ docs }) =>
        setById((known) => ({
          ...known,
          ...Object.fromEntries(docs.map((d) => [String(d.id), d])),
        })),
      )
      .catch(() => {
        // Asked again at the next change of the photos.
        for (const id of wanted) asked.current.delete(id)
      })
  }, [key, config.serverURL, config.routes.api])

  const remember = useCallback(
    (doc: GridMedia) => setById((known) => ({ ...known, [String(doc.id)]: doc })),
    [],
  )
  return { byId, remember }
}
