'use client'
import { useConfig } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import { STAFF_NOTICE_EVENT } from '../frame/staff-notice-event'

const words = {
  fr: { nav: 'Réponses des clients', unread: (n: number) => `${n} non lue${n > 1 ? 's' : ''}` },
  en: { nav: 'Client replies', unread: (n: number) => `${n} unread` },
}

const UNREAD = 'where[read_by_staff][not_equals]=true'

/**
 * In the navigation: the clients' replies to the agency's messages, with how many no one has
 * read yet. The count is read again when a reply arrives live and at each page change (staff
 * tick replies read in their list).
 */
export function ClientRepliesNavLink({ lang }: { lang: 'fr' | 'en' }) {
  const { config } = useConfig()
  const pathname = usePathname()
  const [unread, setUnread] = useState<number | null>(null)
  const api = config.routes.api
  const admin = config.routes.admin

  const refresh = useCallback(() => {
    fetch(`${api}/message-replies?${UNREAD}&limit=1&depth=0&select[id]=true`, {
      credentials: 'include',
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ totalDocs?: number }>) : null))
      .then((body) => setUnread(typeof body?.totalDocs === 'number' ? body.totalDocs : null))
      .catch(() => setUnread(null))
  }, [api])

  useEffect(refresh, [refresh, pathname])
  useEffect(() => {
    const onNotice = (event: Event) => {
      if ((event as CustomEvent<{ kind?: string }>).detail?.kind === 'message-reply') refresh()
    }
    window.addEventListener(STAFF_NOTICE_EVENT, onNotice)
    return () => window.removeEventListener(STAFF_NOTICE_EVENT, onNotice)
  }, [refresh])

  return (
    <Link
      className="nav__link agency-nav__replies"
      href={`${admin}/collections/message-replies?${UNREAD}`}
    >
      {words[lang].nav}
      {unread ? (
        <span className="agency-nav__count" data-testid="unread-replies">
          {` (${words[lang].unread(unread)})`}
        </span>
      ) : null}
    </Link>
  )
}
