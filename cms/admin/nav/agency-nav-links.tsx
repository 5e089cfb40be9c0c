'use client'
import { useAuth, useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

import { demandWords } from '../demand/demand-words'
import { mailsWords } from '../mails/mails-words'
import { portalsWords } from '../portals/portals-words'
import { ClientRepliesNavLink } from './client-replies-nav-link'
import { InNavGroup } from './in-nav-group'

/**
 * In the navigation, each in the group of its task: the clients' replies (with the unread count)
 * and the demand under Clients, the Portals view under Offers, for all staff; the Mails view under
 * Technical for administrators (who alone read the mail queue).
 */
export function AgencyNavLinks() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const { user } = useAuth()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const admin = config.routes.admin
  return (
    <>
      <InNavGroup group="clients">
        <ClientRepliesNavLink lang={lang} />
        <Link
          className="nav__link agency-nav__demand"
          href={`${admin}/collections/saved-searches/demand`}
        >
          {demandWords[lang].nav}
        </Link>
      </InNavGroup>
      <InNavGroup group="offers">
        <Link className="nav__link agency-nav__portals" href={`${admin}/portals`}>
          {portalsWords[lang].nav}
        </Link>
      </InNavGroup>
      {(user as { role?: string } | null)?.role === 'admin' ? (
        <InNavGroup group="technical">
          <Link className="nav__link agency-nav__mails" href={`${admin}/mails`}>
            {mailsWords[lang].nav}
          </Link>
        </InNavGroup>
      ) : null}
    </>
  )
}
