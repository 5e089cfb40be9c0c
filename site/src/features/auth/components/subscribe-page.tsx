import { Link, useSearchParams } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { displayName, useSessionUser } from '../../../lib/session'
import { useAfterSignIn } from '../lib/use-after-sign-in'
import { SubscribeForm } from './subscribe-form'

/** /subscribe, and /subscribe?code=… from the agency's invitation mail. */
export function SubscribePage() {
  const { t } = useTexts()
  const [params] = useSearchParams()
  const user = useSessionUser()
  const afterSignIn = useAfterSignIn()
  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t('subscribe.title')}</h1>
      {user ? (
        <p className="notice" role="status">
          {t('login.alreadyConnected', { name: displayName(user) })}{' '}
          <Link to={paths.account}>{t('account.title')}</Link>
        </p>
      ) : (
        <SubscribeForm initialCode={params.get('code') ?? ''} onSubscribed={() => afterSignIn()} />
      )}
    </main>
  )
}
