import { Link } from 'react-router'
import type { VisitRequest } from '@contract/accounts'

import { useTexts } from '../../../i18n/texts'
import { offerDetailPath } from '../../../lib/paths'
import { useMyActions } from '../../../api/get-visit-requests'
import { formatDate } from '../lib/format-date'
import { visitStatusLabel } from '../lib/visit-status'

const offerName = (a: VisitRequest, lang: string) =>
  (lang === 'fr'
    ? a.of_id.of_name_fr || a.of_id.of_name_en
    : a.of_id.of_name_en || a.of_id.of_name_fr) || a.of_id.of_slug_fr

/** The client's visit requests with their acceptance status. */
export function VisitRequests() {
  const { t, lang } = useTexts()
  const { data, isPending, isError } = useMyActions()

  return (
    <section className="account-section" aria-labelledby="account-requests">
      <h2 id="account-requests" className="section-title">
        {t('account.myRequests')}
      </h2>
      {isPending && <p aria-busy="true">{t('app.loading')}</p>}
      {isError && <p className="notice notice--error">{t('account.loadFailed')}</p>}
      {data?.length === 0 && <p className="muted">{t('account.noRequests')}</p>}
      {data && data.length > 0 && (
        <ul className="account-list" aria-label={t('account.myRequests')}>
          {data.map((a) => (
            <li key={a.ac_id} className="contact-card" data-testid="visit-request">
              <h3 className="contact-card__title">
                {a.of_id.of_slug_fr ? (
                  <Link to={offerDetailPath(a.of_id.of_slug_fr)}>{offerName(a, lang)}</Link>
                ) : (
                  t('account.offerUnavailable')
                )}
              </h3>
              <p>
                {t('account.requestDates', {
                  start: formatDate(a.date_start, lang),
                  end: formatDate(a.date_end, lang),
                })}
              </p>
              <p>
                {t('account.status.label')}{' '}
                <span className="tag">{t(visitStatusLabel(a.ac_status))}</span>
              </p>
              {a.ac_comment && <p className="muted pre-line">{a.ac_comment}</p>}
              <p className="muted">
                {t('account.requestedOn', { date: formatDate(a.createdAt, lang) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
