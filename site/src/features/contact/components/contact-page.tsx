import { useTexts } from '../../../i18n/texts'
import { useSiteConfig } from '../../../api/get-site-config'
import { ContactForm } from './contact-form'
import { AgencyAddress } from '../../../components/agency-address'

export function ContactPage() {
  const { t } = useTexts()
  const { data: config } = useSiteConfig()
  return (
    <main id="main" className="page container">
      <h1 className="page-title">{t('contact.title')}</h1>
      <div className="contact-layout">
        <section aria-label={t('contact.formTitle')}>
          <p className="lead">{t('contact.lead')}</p>
          <ContactForm />
        </section>
        {config && (
          <aside className="contact-card">
            <h2 className="contact-card__title">{config.agency.name}</h2>
            <AgencyAddress agency={config.agency} />
            <p className="muted">{t('contact.hours')}</p>
          </aside>
        )}
      </div>
    </main>
  )
}
