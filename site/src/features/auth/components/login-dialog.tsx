import { matchPath, useLocation } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { Dialog } from '../../../components/ui/dialog'
import { useSessionUi } from '../../../lib/session-ui'
import { initialLoginStep } from '../lib/login-steps'
import { useAfterSignIn } from '../lib/use-after-sign-in'
import { LoginPanel } from './login-panel'

/** The login as a dialog, opened from the header or by the visit-request form (existing e-mail). */
export function LoginDialog() {
  const { t } = useTexts()
  const { pathname } = useLocation()
  const { loginRequest, closeLogin } = useSessionUi()
  const afterSignIn = useAfterSignIn()
  // Opened on the reset route, the dialog jumps to the new-password step.
  const resetMatch = matchPath(paths.resetPassword, pathname)
  const reset =
    resetMatch?.params.coId && resetMatch.params.challenge
      ? { coId: resetMatch.params.coId, challenge: resetMatch.params.challenge }
      : undefined

  return (
    <Dialog open={loginRequest !== null} title={t('login.title')} onClose={closeLogin}>
      {loginRequest && (
        <LoginPanel
          start={reset ? 'part4' : initialLoginStep(pathname)}
          reset={reset}
          notice={loginRequest.notice}
          onSignedIn={() => {
            closeLogin()
            afterSignIn({ stayOnPage: loginRequest.stayOnPage })
          }}
        />
      )}
    </Dialog>
  )
}
