import { useState } from 'react'
import { Link } from 'react-router'
import { COOKIE_NOTICE } from '@contract/cookies'

import { useTexts } from '../../i18n/texts'
import { paths } from '../../lib/paths'

const COOKIE_DAYS = 100

/** Shows until the acceptance cookie is set (belsunce_allertcookie=ok for 100 days). */
export function CookieBanner({ accepted: acceptedBefore }: { accepted: boolean }) {
  const { t } = useTexts()
  const [accepted, setAccepted] = useState(acceptedBefore)
  if (accepted) return null
  const accept = () => {
    document.cookie = `${COOKIE_NOTICE}=ok; max-age=${COOKIE_DAYS * 86_400}; path=/; SameSite=Lax`
    setAccepted(true)
  }
  return (
    <section className="cookie-banner" aria-label={t('cookies.title')}>
      <p>
        {t('cookies.text')} <Link to={paths.legalNotice}>{t('cookies.more')}</Link>
      </p>
      <button type="button" className="button button--light" onClick={accept}>
        {t('cookies.accept')}
      </button>
    </section>
  )
}
