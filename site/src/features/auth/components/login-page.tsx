import { useReducer } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'

import { usePageMeta } from '../../../lib/use-page-meta'
import { initialLoginStep, loginStepReducer } from '../lib/login-steps'

/** /login and /resetpass/{co_id}/{challenge}: the page frame of the five login steps. */
export function LoginPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const [step] = useReducer(loginStepReducer, pathname, initialLoginStep)
  usePageMeta(t('login.title'), t('login.description'))
  return (
    <main id="main" className="page container container--narrow">
      <h1 className="page-title">{t('login.title')}</h1>
      <p className="muted" data-step={step}>
        {t(`login.${step}.title`)}
      </p>
    </main>
  )
}
