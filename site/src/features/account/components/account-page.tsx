import './account-page.css'

import type { ComponentType } from 'react'

import { useTexts } from '../../../i18n/texts'
import { displayName, useSessionUser } from '../../../lib/session'
import { useMe } from '../../../api/contact-details'
import { AgencyMessages } from './agency-messages'
import { ChangePassword, type PasswordFormProps } from './change-password'
import { ContactDetailsForm } from './contact-details-form'
import { DeleteAccount } from './delete-account'
import { OwnDataExport } from './own-data-export'
import { RoleBadges } from './role-badges'
import { VisitRequests } from './visit-requests'

/** /account: the client area. Anonymous visitors sign in right here (the app gives the panel) and stay on it. */
export function AccountPage({
  SignIn,
  PasswordForm,
  Searches,
}: {
  SignIn: ComponentType<{ notice: string }>
  PasswordForm: ComponentType<PasswordFormProps>
  Searches: ComponentType
}) {
  const { t } = useTexts()
  const user = useSessionUser()

  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t('account.title')}</h1>
      {user ? (
        <>
          <p className="lead">{t('account.welcome', { name: displayName(user) })}</p>
          <RoleBadges user={user} />
          <AgencyMessages coId={user.co_id} />
          <VisitRequests />
          <Searches />
          <DetailsSection coId={user.co_id} />
          <ChangePassword coId={user.co_id} PasswordForm={PasswordForm} />
          <OwnDataExport />
          <DeleteAccount />
        </>
      ) : (
        <SignIn notice={t('account.signInFirst')} />
      )}
    </main>
  )
}

/** The form starts from the server's copy, which staff may have changed since sign-in. */
function DetailsSection({ coId }: { coId: number | string }) {
  const { t } = useTexts()
  const { data, isError } = useMe(coId)
  if (isError) return <p className="notice notice--error">{t('account.loadFailed')}</p>
  if (!data) return <p aria-busy="true">{t('app.loading')}</p>
  return <ContactDetailsForm key={JSON.stringify(data)} user={data} />
}
