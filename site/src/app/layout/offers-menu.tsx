import { useId } from 'react'
import { Link } from 'react-router'

import { useTexts } from '../../i18n/texts'
import { rememberFilter } from '../../lib/filter-store'
import { type Area, defaultFilter } from '../../lib/offer-filter'
import { menuTarget } from '../../lib/offers-route'
import { useHoverMenu } from './use-hover-menu'

/** The Sales or Rentals menu: each entry clears every filter, then sets the area and the kind. */
export function OffersMenu({
  salerent,
  onNavigate,
}: {
  salerent: 'sales' | 'rents'
  onNavigate?: () => void
}) {
  const { t } = useTexts()
  const menu = useHoverMenu()
  const id = useId()
  const entries: { area: Area; label: string }[] = [
    { area: 'monaco', label: t('nav.monaco') },
    { area: 'france', label: t('nav.france') },
    { area: 'international', label: t('nav.international') },
  ]
  return (
    <li className="nav__item nav__item--menu" {...menu.containerProps}>
      <button
        type="button"
        className="nav__link"
        aria-expanded={menu.open}
        aria-controls={id}
        onClick={menu.toggle}
      >
        {salerent === 'sales' ? t('nav.sales') : t('nav.rentals')}
        <span className="nav__caret" aria-hidden="true" />
      </button>
      <ul id={id} className="nav__dropdown" hidden={!menu.open}>
        {entries.map((e) => (
          <li key={e.area}>
            <Link
              to={menuTarget(salerent, e.area)}
              onClick={() => {
                rememberFilter({ ...defaultFilter, where: e.area, salerent })
                menu.close()
                onNavigate?.()
              }}
            >
              {e.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
