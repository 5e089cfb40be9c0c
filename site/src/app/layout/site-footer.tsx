import { useTexts } from '../../i18n/texts'
import { useSiteConfig } from '../../api/get-site-config'
import { AgencyAddress } from '../../components/agency-address'
import { type NamedPage, PageLinkItems } from '../../components/page-link-items'

const FOOTER_PAGES: NamedPage[] = [
  'agency',
  'partners',
  'contact',
  'valuation',
  'sitemap',
  'legalNotice',
  'extranet',
]

export function SiteFooter() {
  const { t } = useTexts()
  const { data: config } = useSiteConfig()
  const social = Object.entries(config?.social ?? {}).filter(([, url]) => Boolean(url)) as [
    string,
    string,
  ][]
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">Belsunce Immobilier</p>
          {config && <AgencyAddress agency={config.agency} />}
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className="site-footer__links">
            <PageLinkItems pages={FOOTER_PAGES} />
          </ul>
        </nav>
        {social.length > 0 && (
          <div>
            <p className="site-footer__heading">{t('footer.follow')}</p>
            <ul className="site-footer__links">
              {social.map(([name, url]) => (
                <li key={name}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {t(`social.${name}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="container site-footer__legal">
        © {new Date().getFullYear()} Belsunce Immobilier · {t('footer.rights')}
      </p>
    </footer>
  )
}
