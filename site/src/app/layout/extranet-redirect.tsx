import { useEffect } from 'react'

import { useTexts } from '../../i18n/texts'
import { useSiteConfig } from '../../api/get-site-config'

/** /extranet leaves the site for the configured extranet address. */
export function ExtranetRedirect() {
  const { t } = useTexts()
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
