import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { MapMarker } from '@contract/map'
import { imagePath } from '@contract/offer'

import { offerDetailPath } from '../../../lib/paths'
import { useTexts } from '../../../i18n/texts'

type MarkerCardProps = { marker: MapMarker; onClose: () => void; focusOnOpen: boolean }

/** The small card of a marker: photo, name and price, linking to the offer; on a phone, a sheet at the bottom. */
export function MarkerCard({ marker, onClose, focusOnOpen }: MarkerCardProps) {
  const { t } = useTexts()
  const link = useRef<HTMLAnchorElement>(null)
  const card = useRef<HTMLElement>(null)
  useEffect(() => {
    // Wholly on screen when it opens, even when the map was scrolled half out of view.
    card.current?.scrollIntoView({ block: 'nearest' })
    if (focusOnOpen) link.current?.focus({ preventScroll: true })
  }, [marker.id, focusOnOpen])

  return (
    <section
      ref={card}
      className="marker-card"
      aria-label={marker.name}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      {marker.image !== null ? (
        <img
          className="marker-card__img"
          src={imagePath(marker.image, 400, 300)}
          width={400}
          height={300}
          alt=""
        />
      ) : (
        <div className="marker-card__img marker-card__img--none" aria-hidden="true" />
      )}
      <div className="marker-card__body">
        <Link ref={link} className="marker-card__name" to={offerDetailPath(marker.slug)}>
          {marker.name}
        </Link>
        <p className="marker-card__price">{marker.price}</p>
        {marker.approximate && <p className="marker-card__note muted">{t('map.approximate')}</p>}
      </div>
      <button
        type="button"
        className="icon-button marker-card__close"
        onClick={onClose}
        aria-label={t('dialog.close')}
        title={t('dialog.close')}
      >
        ×
      </button>
    </section>
  )
}
