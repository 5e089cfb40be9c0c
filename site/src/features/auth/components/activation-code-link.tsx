import { useTranslation } from 'react-i18next'

/** For people holding an activation code: the subscription page of the extranet (`#/subscribe`). */
export function ActivationCodeLink() {
  const { t } = useTranslation()
  return <a href="#/subscribe">{t('login.activationCode')}</a>
}
