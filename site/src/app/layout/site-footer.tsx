import { Link } from 'react-router'

import { useTexts } from '../../i18n/texts'
import { useSiteConfig } from '../../api/get-site-config'
import { paths } from '../../lib/paths'
import { AgencyAddress } from '../../components/agency-address'

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
            <li>
              <Link to={paths.agency}>{t('nav.agency')}</Link>
            </li>
            <li>
              <Link to={paths.partners}>{t('nav.partners')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to={paths.sitemap}>{t('nav.sitemap')}</Link>
            </li>
            <li>
              <Link to={paths.legalNotice}>{t('nav.legalNotice')}</Link>
            </li>
            <li>
              <Link to={paths.extranet}>{t('nav.extranet')}</Link>
            </li>
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
