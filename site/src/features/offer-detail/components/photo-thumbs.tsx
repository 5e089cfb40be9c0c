import type { Id } from '@contract/envelope'

import { OfferImage } from '../../../components/offer-image'
import { useTexts } from '../../../i18n/texts'

/**
 * The offer's photos as thumbnails, the one shown marked current; a tap shows that photo (the
 * gallery's strip and the viewer's). Their files come once the page runs: under the main photo,
 * they would share a phone's bandwidth with it.
 */
export function PhotoThumbs({
  images,
  index,
  onPick,
  className,
}: {
  images: { fi_id: Id }[]
  index: number
  onPick: (i: number) => void
  className: string
}) {
  const { t } = useTexts()
  return (
    <ul className={className}>
      {images.map((img, i) => (
        <li key={String(img.fi_id)}>
          <button
            type="button"
            aria-current={i === index ? 'true' : undefined}
            aria-label={t('gallery.show', { n: i + 1 })}
            onClick={() => onPick(i)}
          >
            <OfferImage fiId={img.fi_id} width={75} height={75} alt="" deferred />
          </button>
        </li>
      ))}
    </ul>
  )
}
