'use client'
import { toast, useAuth } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'
import { io } from 'socket.io-client'

import type { StaffNotice } from '../../domain/live/staff-notifier'
import { STAFF_NOTICE_EVENT } from './staff-notice-event'

/**
 * Around the whole admin: while a staff member is signed in, listens on the site's live channel
 * (same origin, so the browser sends the admin's session cookie with the handshake) and shows a
 * toast with a link when a visit request, a contact message, a client account or a client's reply
 * to the agency's message arrives.
 */
export function StaffLiveNotices({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const signedIn = Boolean(user?.id)
  useEffect(() => {
    if (!signedIn) return
    const socket = io({ path: '/socket.io', transports: ['websocket'], withCredentials: true })
    socket.on('staff-notice', (notice: StaffNotice) => {
      window.dispatchEvent(new CustomEvent(STAFF_NOTICE_EVENT, { detail: notice }))
      toast.info(
        <a href={notice.url} data-staff-notice={notice.kind}>
          {notice.title}
        </a>,
        { duration: 15_000 },
      )
    })
    return () => {
      socket.disconnect()
    }
  }, [signedIn])
  return <>{children}</>
}
