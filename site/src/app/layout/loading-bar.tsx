import { useTexts } from '../../i18n/texts'
import { useIsLoading } from '../../lib/loading-store'

/** The global loading indicator: on while any request runs. */
export function LoadingBar() {
  const { t } = useTexts()
  const loading = useIsLoading()
  return (
    <div
      className={`loading-bar${loading ? ' is-on' : ''}`}
      role="progressbar"
      aria-hidden={!loading}
      aria-label={t('app.loading')}
      aria-busy={loading}
    >
      <span />
    </div>
  )
}
