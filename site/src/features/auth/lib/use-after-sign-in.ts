import { useNavigate } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { useDialogs } from '../../../components/ui/dialogs-provider'

/**
 * A successful login shows 'Vous êtes connecté' and goes to /. A login
 * asked for by the visit-request form stays on the offer so the request can be sent.
 */
export function useAfterSignIn(): (options?: { stayOnPage?: boolean }) => void {
  const { t } = useTexts()
  const navigate = useNavigate()
  const dialogs = useDialogs()
  return ({ stayOnPage = false } = {}) => {
    if (!stayOnPage) navigate(paths.home)
    void dialogs.showMessage({ title: t('dialog.confirmation'), text: t('login.connected') })
  }
}
