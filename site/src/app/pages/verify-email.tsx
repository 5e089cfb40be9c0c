import { Form, Link, type MetaArgs, redirect, useActionData, useNavigation } from 'react-router'

import { useTexts } from '../../i18n/texts'
import { answerOf, ApiError } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { pageMeta, rootText } from '../ssr/page-meta'
import { rootOf } from '../ssr/route-data'
import type { Route } from './+types/verify-email'

type Refused = { outcome: 'invalid' | 'failed' }

/** Opening the page changes nothing: there is nothing to read before the button is pressed. */
export const loader = (_args: Route.LoaderArgs) => null

/** The button: the address is proven and the client goes to the account, or is told the link no longer works. */
export async function action({ params, context }: Route.ActionArgs): Promise<Refused | Response> {
  try {
    // In process, held to the per-address limit of the API's verification, counted on the visitor's address.
    answerOf(await context.data.verifyEmail(params.coId ?? '', params.challenge ?? ''))
    return redirect(paths.account)
  } catch (error) {
    return { outcome: error instanceof ApiError && error.status < 500 ? 'invalid' : 'failed' }
  }
}

export const meta = ({ matches, location }: MetaArgs) => {
  const root = rootOf(matches)
  return [
    ...pageMeta(root, location, {
      title: rootText(root, 'verifyEmail.title'),
      description: rootText(root, 'verifyEmail.text'),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

/**
 * /verify-email/:coId/:challenge: the page a verification mail links to. Mail programs and their
 * link scanners open links by themselves, so the address is proven only when the button is
 * pressed: a plain form posted to this address, with scripts or without.
 */
export default function VerifyEmail() {
  const { t } = useTexts()
  const refused = useActionData<Refused>()
  const busy = useNavigation().state !== 'idle'
  if (refused) {
    const key = refused.outcome === 'invalid' ? 'verifyEmail.invalid' : 'alerts.outcome.failed'
    return (
      <main id="main" className="page container container--narrow">
        <h1 className="page-title">{t(`${key}.title`)}</h1>
        <p className="lead" role="alert">
          {t(`${key}.text`)}
        </p>
        <p>
          <Link className="button" to={paths.login}>
            {t('login.submit')}
          </Link>
        </p>
      </main>
    )
  }
  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t('verifyEmail.title')}</h1>
      <p className="lead">{t('verifyEmail.text')}</p>
      <Form method="post">
        <button className="button" type="submit" disabled={busy}>
          {t('verifyEmail.button')}
        </button>
      </Form>
    </main>
  )
}
