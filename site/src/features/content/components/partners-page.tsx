import { useTranslation } from 'react-i18next'


const PARTNER_KINDS = ['notaries', 'banks', 'relocation', 'works', 'insurance'] as const

export function PartnersPage() {
  const { t } = useTranslation()
  return (
    <main id="main" className="page container container--narrow prose">
      <h1 className="page-title">{t('partners.title')}</h1>
      <p className="lead">{t('partners.lead')}</p>
      <ul className="partner-list">
        {PARTNER_KINDS.map((kind) => (
          <li key={kind}>
            <h2>{t(`partners.${kind}.title`)}</h2>
            <p>{t(`partners.${kind}.text`)}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
