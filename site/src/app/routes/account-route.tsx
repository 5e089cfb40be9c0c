import { AccountPage } from '../../features/account/components/account-page'
import { SavedSearches } from '../../features/alerts/components/saved-searches'
import { LoginPanel } from '../../features/auth/components/login-panel'
import { NewPasswordForm } from '../../features/auth/components/new-password-form'
import { useAfterSignIn } from '../../features/auth/lib/use-after-sign-in'

/** An anonymous visitor of /account signs in right there and stays on the page. */
function SignInHere({ notice }: { notice: string }) {
  const afterSignIn = useAfterSignIn()
  return (
    <LoginPanel
      start="part1"
      notice={notice}
      onSignedIn={() => afterSignIn({ stayOnPage: true })}
    />
  )
}

/** /account: the client area, with the sign-in feature's panel and password form, and the client's alerts. */
export function AccountRoute() {
  return <AccountPage SignIn={SignInHere} PasswordForm={NewPasswordForm} Searches={SavedSearches} />
}
