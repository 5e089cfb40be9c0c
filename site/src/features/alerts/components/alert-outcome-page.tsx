import { Link } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'

export type AlertOutcome = 'confirmed' | 'unsubscribed' | 'unknown' | 'failed'

/** What a link of an alert mail did: the alert confirmed, stopped, or a link that no longer works. */
export function AlertOutcomePage({ outcome }: { outcome: AlertOutcome }) {
  const { t } = useTexts()
  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t(`alerts.outcome.${outcome}.title`)}</h1>
      <p
        className="lead"
        role={outcome === 'unknown' || outcome === 'failed' ? 'alert' : undefined}
      >
        {t(`alerts.outcome.${outcome}.text`)}
      </p>
      <p>
        <Link className="button" to={paths.home}>
          {t('alerts.outcome.home')}
        </Link>
      </p>
    </main>
  )
}
