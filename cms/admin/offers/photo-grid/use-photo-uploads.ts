'use client'
import { useConfig } from '@payloadcms/ui'
import { useCallback, useRef, useState } from 'react'

import type { PhotoGridWords } from './photo-grid-words'
import { refusalOf, uploadPhoto, type GridMedia } from './photo-upload'

/** One file given to the grid: waiting, being sent (its share sent), sent, or refused and why. */
export type Upload = {
  key: number
  name: string
  progress: number
  state: 'waiting' | 'sending' | 'sent' | 'refused'
  error?: string
}

/**
 * The files dropped or chosen, sent one after the other in the order given (so the photos join the
 * offer in that order), each with its progress; a refused file is told and the others go on.
 */
export function usePhotoUploads(w: PhotoGridWords, onUploaded: (doc: GridMedia) => void) {
  const { config } = useConfig()
  const [uploads, setUploads] = useState<Upload[]>([])
  const queue = useRef<Promise<void>>(Promise.resolve())
  const nextKey = useRef(0)
  const pending = useRef(0)

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))

  const add = useCallback(
    (files: File[]) => {
      if (!files.length) return
      const batch = files.map((file) => ({ file, key: nextKey.current++ }))
      const refusals = new Map(batch.map(({ file, key }) => [key, refusalOf(file, w)]))
      setUploads((list) => [
        // What a finished batch reported gives way to the new one; refusals stay until dismissed.
        ...(pending.current ? list : list.filter((u) => u.state === 'refused')),
        ...batch.map(({ file, key }): Upload => {
          const error = refusals.get(key)
          return {
            key,
            name: file.name,
            progress: 0,
            state: error ? 'refused' : 'waiting',
            ...(error ? { error } : {}),
          }
        }),
      ])
      const endpoint = `${config.serverURL}${config.routes.api}/media`
      for (const { file, key } of batch) {
        if (refusals.get(key)) continue
        pending.current++
        queue.current = queue.current.then(async () => {
          update(key, { state: 'sending' })
          try {
            const doc = await uploadPhoto(endpoint, file, w, (share) =>
              update(key, { progress: share }),
            )
            update(key, { state: 'sent', progress: 1 })
            onUploaded(doc)
          } catch (err) {
            update(key, { state: 'refused', error: err instanceof Error ? err.message : w.network })
          } finally {
            pending.current--
          }
        })
      }
    },
    [config.serverURL, config.routes.api, w, onUploaded],
  )

  const dismiss = useCallback(
    (key: number) => setUploads((list) => list.filter((u) => u.key !== key)),
    [],
  )
  return { uploads, add, dismiss }
}
