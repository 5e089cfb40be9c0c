'use client'
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

import { demandWords } from '../demand/demand-words'
import { mailsWords } from '../mail-queue-view/mails-words'
import { portalsWords } from '../portals/admin/portals-words'
import { ClientRepliesNavLink } from './client-replies-nav-link'

/**
 * In the navigation: the clients' replies (with the unread count), the demand and Portals views for
 * all staff, the Mails view for administrators (who alone read the mail queue).
 */
export function AgencyNavLinks() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { user } = useAuth()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const admin = config.routes.admin
  return (
    <>
      <ClientRepliesNavLink lang={lang} />
      <Link
        className="nav__link agency-nav__demand"
        href={`${admin}/collections/saved-searches/demand`}
      >
        {demandWords[lang].nav}
      </Link>
      <Link className="nav__link agency-nav__portals" href={`${admin}/portals`}>
        {portalsWords[lang].nav}
      </Link>
      {(user as { role?: string } | null)?.role === 'admin' ? (
        <Link className="nav__link agency-nav__mails" href={`${admin}/mails`}>
          {mailsWords[lang].nav}
        </Link>
      ) : null}
    </>
  )
}
