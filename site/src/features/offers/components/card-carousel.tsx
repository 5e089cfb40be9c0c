import { useState } from 'react'
import type { Id } from '@contract/envelope'

import { OfferImage } from '../../../components/offer-image'
import { CarouselSteps } from '../../../components/carousel-steps'
import { useSwipe } from '../../../lib/use-swipe'

/** The card's photos at 400×300, swiped or stepped; only the shown photo is requested. */
export function CardCarousel({
  images,
  alt,
  eager,
  deferred,
}: {
  images: { fi_id: Id }[]
  alt: string
  eager?: boolean
  deferred?: boolean
}) {
  const [index, setIndex] = useState(0)
  const move = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length)
  const swipe = useSwipe(move)
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
        deferred={deferred}
        className="card-carousel__img"
      />
      <CarouselSteps index={index} count={images.length} onStep={move} />
    </div>
  )
}
