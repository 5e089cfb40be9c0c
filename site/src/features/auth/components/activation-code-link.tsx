import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'

/**
 * For people holding an activation code from the agency: the /subscribe page. A plain link, so it
 * also works from the login-failure dialog (the page load closes it).
 */
export function ActivationCodeLink() {
  const { t } = useTexts()
  return <a href={paths.subscribe}>{t('login.activationCode')}</a>
}
