import { Link } from 'react-router'

import { useSiteConfig } from '../../../api/get-site-config'
import { useTexts } from '../../../i18n/texts'
import { usePrivacy } from '../api/get-privacy'

/** The kinds of data the agency keeps, each with why and for how long. */
const KEPT = ['account', 'visits', 'contact', 'alerts', 'favourites', 'messages'] as const
/** The rights a person may exercise, each with how. */
const RIGHTS = ['access', 'rectification', 'erasure', 'objection'] as const

/**
 * What the agency keeps about visitors and clients, why, how long (the retention period as
 * administrators set it) and how to exercise each right, in the visitor's language: the rest of
 * the legal notice is staff's French text, this part follows the site's settings.
 */
export function PersonalDataSection() {
  const { t, lang } = useTexts()
  const { data: privacy } = usePrivacy()
  const { data: site } = useSiteConfig()
  // Should the setting not be read, the period is named without a figure rather than a wrong one.
  const period =
    privacy !== undefined
      ? t('privacy.months', { count: privacy.retention_months })
      : t('privacy.periodUnknown')
  const email = site?.agency.email
  return (
    <section className="personal-data" lang={lang} aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">{t('privacy.title')}</h2>
      <p>{t('privacy.intro')}</p>
      {KEPT.map((kind) => (
        <div key={kind} className="personal-data__kind">
          <h3>{t(`privacy.kept.${kind}`)}</h3>
          <dl>
            <dt>{t('privacy.why')}</dt>
            <dd>{t(`privacy.kept.${kind}.why`)}</dd>
            <dt>{t('privacy.howLong')}</dt>
            <dd data-kept={kind}>{t(`privacy.kept.${kind}.howLong`, { period })}</dd>
          </dl>
        </div>
      ))}
      <h3>{t('privacy.rights')}</h3>
      <ul className="personal-data__rights">
        {RIGHTS.map((right) => (
          <li key={right}>
            <strong>{t(`privacy.right.${right}`)}</strong> {t(`privacy.right.${right}.how`)}
          </li>
        ))}
      </ul>
      <p>
        {t('privacy.clientArea')} <Link to="/account">{t('privacy.clientAreaLink')}</Link>
      </p>
      {email ? (
        <p>
          {t('privacy.contact')} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </section>
  )
}
