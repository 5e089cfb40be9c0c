import { lazy, Suspense, useEffect, useState } from 'react'
import { telHref } from '@contract/phone-links'
import { Link, NavLink, useLocation } from 'react-router'

import { useTexts } from '../../i18n/texts'
import { UnreadBadge } from '../../features/live/components/unread-badge'
import { AccountNav } from '../../features/session/components/account-nav'
import { AutoSignIn } from '../../features/session/components/auto-sign-in'
import { FavouritesSync } from '../../features/session/components/favourites-sync'
import { useSiteConfig } from '../../api/get-site-config'
import { paths } from '../../lib/paths'
import { useSessionUi } from '../../lib/session-ui'
import { DisplayPrefsMenu } from './display-prefs-menu'
import { LanguageMenu } from './language-menu'
import { OffersMenu } from './offers-menu'

// The login form and its steps load when the dialog first opens, not with every page.
const LoginDialog = lazy(() =>
  import('../../features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })),
)

export function SiteHeader() {
  const { t } = useTexts()
  const { data: config } = useSiteConfig()
  const [menuOpen, setMenuOpen] = useState(false)
  const { pathname } = useLocation()
  const { loginRequest } = useSessionUi()
  useEffect(() => setMenuOpen(false), [pathname])
  const closeMenu = () => setMenuOpen(false)

  // The top bar sits before the sticky header, not in it: it scrolls away with the page and only the
  // main bar stays (under 64 px on a phone), with nothing resized or moved in the page's layout.
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <aside className="topbar" aria-label={t('app.contactBar')}>
        <div className="container topbar__inner">
          <span className="topbar__tagline">{t('app.tagline')}</span>
          <DisplayPrefsMenu />
          {config && (
            <span className="topbar__contact">
              <a href={telHref(config.agency.phone)}>{config.agency.phone}</a>
              <a href={`mailto:${config.agency.email}`}>{config.agency.email}</a>
              {Object.entries(config.social)
                .filter(([, url]) => Boolean(url))
                .map(([name, url]) => (
                  <a key={name} href={url} target="_blank" rel="noopener noreferrer">
                    {t(`social.${name}`)}
                  </a>
                ))}
            </span>
          )}
        </div>
      </aside>
      <header className="site-header">
        <div className="container site-header__bar">
          {/* The visible name starts the link's accessible name, as speech input expects. */}
          <Link to={paths.home} className="brand">
            <span className="brand__name">Belsunce</span>
            <span className="brand__sub">Immobilier · Monaco</span>
            <span className="visually-hidden">, {t('app.homePage')}</span>
          </Link>
          <button
            type="button"
            className="nav-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span className="nav-toggle__icon" aria-hidden="true" />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
          <nav
            id="site-nav"
            className={`nav${menuOpen ? ' is-open' : ''}`}
            aria-label={t('nav.main')}
          >
            <ul className="nav__list">
              <li className="nav__item">
                <NavLink to={paths.home} end className="nav__link" onClick={closeMenu}>
                  {t('nav.home')}
                </NavLink>
              </li>
              <OffersMenu salerent="sales" onNavigate={closeMenu} />
              <OffersMenu salerent="rents" onNavigate={closeMenu} />
              <li className="nav__item">
                <NavLink to={paths.favourites} className="nav__link" onClick={closeMenu}>
                  {t('nav.favourites')}
                </NavLink>
              </li>
              <li className="nav__item">
                <NavLink to={paths.contact} className="nav__link" onClick={closeMenu}>
                  {t('nav.contact')}
                </NavLink>
              </li>
              <AccountNav onNavigate={closeMenu} Badge={UnreadBadge} />
              <LanguageMenu onNavigate={closeMenu} />
            </ul>
          </nav>
        </div>
        <AutoSignIn />
        <FavouritesSync />
        {loginRequest && (
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        )}
      </header>
    </>
  )
}
