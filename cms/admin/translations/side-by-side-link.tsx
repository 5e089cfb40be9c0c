'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import Link from 'next/link'

import { SIDE_BY_SIDE_PATH } from '../../schema/collections/Translations/side-by-side-query'
import { sideBySideWords } from './side-by-side-words'
import { InNavGroup } from '../nav/in-nav-group'

/** Above the translations list, and in the navigation: the way to the side-by-side view. */
export function SideBySideLink({ inNav = false }: { inNav?: boolean }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const w = sideBySideWords(i18n.language)
  const href = `${config.routes.admin}/collections/translations${SIDE_BY_SIDE_PATH}`
  if (inNav)
    return (
      <Link className="nav__link translations-side-by-side-nav" href={href}>
        {w.nav}
      </Link>
    )
  return (
    <p className="translations-side-by-side-link" style={{ margin: '0 0 16px' }}>
      <Link href={href}>{`→ ${w.link}`}</Link>
    </p>
  )
}

export const SideBySideNavLink = () => (
  <InNavGroup group="site">
    <SideBySideLink inNav />
  </InNavGroup>
)
