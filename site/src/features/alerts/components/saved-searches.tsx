import { dateTimeFormat } from '@contract/intl-formats'
import { intlLocale } from '@contract/languages'
import type { SavedSearch } from '@contract/saved-search'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { useDeleteSearch, useSearches } from '../api/searches'
import { describeSearch } from '../lib/describe-search'

/** The client's alerts: what each watches, how often, when it last sent offers; each can be deleted. */
export function SavedSearches() {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data, isPending, isError } = useSearches()
  const remove = useDeleteSearch()
  const date = (iso: string) =>
    dateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    )

  return (
    <section className="account-section" aria-labelledby="account-searches">
      <h2 id="account-searches" className="section-title">
        {t('alerts.mine')}
      </h2>
      {isPending && <p aria-busy="true">{t('app.loading')}</p>}
      {isError && <p className="notice notice--error">{t('account.loadFailed')}</p>}
      {data?.length === 0 && <p className="muted">{t('alerts.none')}</p>}
      {data && data.length > 0 && (
        <ul className="account-list" aria-label={t('alerts.mine')}>
          {data.map((s: SavedSearch) => (
            <li key={s.id} className="contact-card" data-testid="saved-search">
              <h3 className="contact-card__title">{describeSearch(s.filter, t, lang)}</h3>
              <p>
                {t('alerts.frequency')}{' '}
                <span className="tag">{t(`alerts.frequency.${s.frequency}`)}</span>
              </p>
              <p className="muted">
                {s.last_alert_at
                  ? t('alerts.lastAlert', { date: date(s.last_alert_at) })
                  : t('alerts.noAlertYet')}
              </p>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={remove.isPending}
                onClick={() => remove.mutate(s.id)}
              >
                {t('alerts.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
