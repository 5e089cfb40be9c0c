import type { ComponentType } from 'react'
import { NavLink, useNavigate } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { signOut } from '../../../api/sign-out'
import { useSessionUser } from '../../../lib/session'
import { useSessionUi } from '../../../lib/session-ui'

/** The header's account entries: sign in when anonymous; the client area with its unread badge and sign out when connected. */
export function AccountNav({
  onNavigate,
  Badge,
}: {
  onNavigate: () => void
  Badge: ComponentType<{ coId: number | string }>
}) {
  const { t } = useTexts()
  const user = useSessionUser()
  const { openLogin } = useSessionUi()
  const navigate = useNavigate()

  if (!user) {
    return (
      <li className="nav__item">
        <button
          type="button"
          className="nav__link"
          onClick={() => {
            onNavigate()
            openLogin()
          }}
        >
          {t('login.submit')}
        </button>
      </li>
    )
  }
  return (
    <>
      <li className="nav__item">
        <NavLink to={paths.account} className="nav__link" onClick={onNavigate}>
          {t('nav.login')} <Badge coId={user.co_id} />
        </NavLink>
      </li>
      <li className="nav__item">
        <button
          type="button"
          className="nav__link"
          onClick={() => {
            onNavigate()
            // The session is forgotten at once; the server is told meanwhile.
            void signOut()
            navigate(paths.home)
          }}
        >
          {t('login.logout')}
        </button>
      </li>
    </>
  )
}
