import './account-page.css'

import { useTranslation } from 'react-i18next'

import { usePageMeta } from '../../../lib/use-page-meta'
import { LoginPanel } from '../../auth/components/login-panel'
import { useAfterSignIn } from '../../auth/lib/use-after-sign-in'
import { displayName, useSessionUser } from '../../session/lib/session-store'
import { useMe } from '../api/contact-details'
import { AgencyMessages } from './agency-messages'
import { ChangePassword } from './change-password'
import { ContactDetailsForm } from './contact-details-form'
import { VisitRequests } from './visit-requests'

/** /account: the client area. Anonymous visitors sign in right here and stay on it. */
export function AccountPage() {
  const { t } = useTranslation()
  const user = useSessionUser()
  const afterSignIn = useAfterSignIn()
  usePageMeta(t('account.title'), t('login.description'))

  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t('account.title')}</h1>
      {user ? (
        <>
          <p className="lead">{t('account.welcome', { name: displayName(user) })}</p>
          <AgencyMessages coId={user.co_id} />
          <VisitRequests />
          <DetailsSection coId={user.co_id} />
          <ChangePassword coId={user.co_id} />
        </>
      ) : (
        <LoginPanel start="part1" notice={t('account.signInFirst')} onSignedIn={() => afterSignIn({ stayOnPage: true })} />
      )}
    </main>
  )
}

/** The form starts from the server's copy, which staff may have changed since sign-in. */
function DetailsSection({ coId }: { coId: number | string }) {
  const { t } = useTranslation()
  const { data, isError } = useMe(coId)
  if (isError) return <p className="notice notice--error">{t('account.loadFailed')}</p>
  if (!data) return <p aria-busy="true">{t('app.loading')}</p>
  return <ContactDetailsForm key={JSON.stringify(data)} user={data} />
}
