import { useState } from 'react'
import type { Id } from '@contract/envelope'

import { useTexts } from '../../../i18n/texts'
import { OfferImage } from '../../../components/offer-image'
import { useSwipe } from '../../../lib/use-swipe'

/** The card's photos at 400×300, swiped or stepped; only the shown photo is requested. */
export function CardCarousel({
  images,
  alt,
  eager,
}: {
  images: { fi_id: Id }[]
  alt: string
  eager?: boolean
}) {
  const { t } = useTexts()
  const [index, setIndex] = useState(0)
  const swipe = useSwipe((delta) => setIndex((i) => (i + delta + images.length) % images.length))
  if (!images.length)
    return <div className="card-carousel card-carousel--empty" aria-hidden="true" />
  const image = images[index]
  return (
    <div className="card-carousel" {...(images.length > 1 ? swipe : {})}>
      <OfferImage
        key={String(image.fi_id)}
        fiId={image.fi_id}
        width={400}
        height={300}
        alt={`${alt} (${index + 1}/${images.length})`}
        eager={eager && index === 0}
        className="card-carousel__img"
      />
      {images.length > 1 && (
        <>
          <button
            type="button"
            className="card-carousel__nav card-carousel__nav--prev"
            aria-label={t('carousel.previous')}
            onClick={() => setIndex((index - 1 + images.length) % images.length)}
          >
            ‹
          </button>
          <button
            type="button"
            className="card-carousel__nav card-carousel__nav--next"
            aria-label={t('carousel.next')}
            onClick={() => setIndex((index + 1) % images.length)}
          >
            ›
          </button>
          <span className="card-carousel__count" aria-hidden="true">
            {index + 1}/{images.length}
          </span>
        </>
      )}
    </div>
  )
}
