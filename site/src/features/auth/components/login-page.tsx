import { Link, useLocation, useNavigate, useParams } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { displayName, useSessionUser } from '../../../lib/session'
import { initialLoginStep } from '../lib/login-steps'
import { useAfterSignIn } from '../lib/use-after-sign-in'
import { LoginPanel } from './login-panel'

/** /login, and /resetpass/{co_id}/{challenge} which starts at the new-password step. */
export function LoginPage() {
  const { t } = useTexts()
  const { pathname } = useLocation()
  const { coId, challenge } = useParams()
  const navigate = useNavigate()
  const user = useSessionUser()
  const afterSignIn = useAfterSignIn()
  const start = initialLoginStep(pathname)
  const reset = start === 'part4' && coId && challenge ? { coId, challenge } : undefined

  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t('login.title')}</h1>
      {user && !reset ? (
        <p className="notice" role="status">
          {t('login.alreadyConnected', { name: displayName(user) })}{' '}
          <Link to={paths.account}>{t('account.title')}</Link>
        </p>
      ) : (
        <LoginPanel
          key={pathname}
          start={start}
          reset={reset}
          onSignedIn={() => afterSignIn()}
          // Once the new password is saved, 'Connect now' leaves the spent reset address.
          onStepChange={(step) =>
            step === 'part1' && reset && navigate(paths.login, { replace: true })
          }
        />
      )}
    </main>
  )
}
