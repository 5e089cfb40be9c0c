import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { useSiteConfig } from '../../api/get-site-config'

/** /extranet leaves the site for the configured extranet address. */
export function ExtranetRedirect() {
  const { t } = useTranslation()
  const { data } = useSiteConfig()
  useEffect(() => {
    if (data?.extranetUrl) window.location.replace(data.extranetUrl)
  }, [data])
  return (
    <main id="main" className="page container">
      <p className="muted">{t('extranet.leaving')}</p>
    </main>
  )
}
