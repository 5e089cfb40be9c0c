import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { meKeys } from '../../../api/contact-details'
import { useSessionUser } from '../../../lib/session'
import { LIVE_QUERY_ROOTS, UNREAD_REFRESH_DELAY_MS } from '../lib/live-constants'

/**
 * The signed-in client's live channel: joined while a user is stored, left on disconnect. Each
 * `message` event refreshes the unread count (and the client area's lists) 500 ms later.
 */
export function LiveUpdates() {
  const user = useSessionUser()
  const queryClient = useQueryClient()
  const coId = user?.co_id

  useEffect(() => {
    if (coId === undefined) return
    const timers = new Set<ReturnType<typeof setTimeout>>()
    let closed = false
    let close = () => {}
    // socket.io's client loads only for a signed-in client, never for an anonymous visitor.
    void import('../lib/live-socket').then(({ connectLive }) => {
      if (closed) return
      const connection = connectLive(coId, () => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          for (const queryKey of LIVE_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey })
        }, UNREAD_REFRESH_DELAY_MS)
        timers.add(timer)
      })
      close = () => connection.close()
    })
    return () => {
      closed = true
      timers.forEach(clearTimeout)
      close()
      // What one client saw must not show for the next one on this browser.
      for (const queryKey of [...LIVE_QUERY_ROOTS, meKeys.all])
        queryClient.removeQueries({ queryKey })
    }
  }, [coId, queryClient])

  return null
}
