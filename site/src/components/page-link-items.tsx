import { Link } from 'react-router'

import { useTexts } from '../i18n/texts'
import { paths } from '../lib/paths'

/** The fixed pages listed by name in the footer and the sitemap. */
export type NamedPage =
  | 'home'
  | 'favourites'
  | 'agency'
  | 'partners'
  | 'contact'
  | 'valuation'
  | 'sitemap'
  | 'login'
  | 'legalNotice'
  | 'extranet'

/** One list item a page, in the given order, each a link named with the page's menu text (nav.<page>). */
export function PageLinkItems({ pages }: { pages: readonly NamedPage[] }) {
  const { t } = useTexts()
  return pages.map((page) => (
    <li key={page}>
      <Link to={paths[page]}>{t(`nav.${page}`)}</Link>
    </li>
  ))
}
