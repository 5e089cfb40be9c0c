import { lazy, Suspense, useRef, useState } from 'react'
import type { Id } from '@contract/envelope'

import { useTexts } from '../../../i18n/texts'
import { OfferImage } from '../../../components/offer-image'
import { CarouselSteps } from '../../../components/carousel-steps'
import { useSwipe } from '../../../lib/use-swipe'
import { PhotoThumbs } from './photo-thumbs'

// The full-screen viewer (gestures, zoom, its styles) loads when a photo is first opened.
const PhotoViewer = lazy(() => import('./photo-viewer'))

/** The 730×413 carousel with 75×75 thumbnails, swiped or stepped; the large photo opens the full-screen viewer. */
export function DetailGallery({ images, title }: { images: { fi_id: Id }[]; title: string }) {
  const { t } = useTexts()
  const [index, setIndex] = useState(0)
  const [viewer, setViewer] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const move = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length)
  const swipe = useSwipe(move)
  if (!images.length) return <div className="gallery gallery--empty" aria-hidden="true" />
  const image = images[index]
  return (
    <div className="gallery">
      <div className="gallery__main" {...(images.length > 1 ? swipe : {})}>
        <button
          ref={opener}
          type="button"
          className="gallery__open"
          onClick={() => setViewer(true)}
          aria-label={t('gallery.enlarge', { n: index + 1, total: images.length })}
        >
          <OfferImage
            key={String(image.fi_id)}
            fiId={image.fi_id}
            width={730}
            height={413}
            alt={`${title} (${index + 1}/${images.length})`}
            eager
            className="gallery__img"
          />
        </button>
        <CarouselSteps index={index} count={images.length} onStep={move} />
      </div>
      {images.length > 1 && (
        <PhotoThumbs images={images} index={index} onPick={setIndex} className="gallery__thumbs" />
      )}
      {viewer && (
        <Suspense fallback={null}>
          <PhotoViewer
            images={images}
            start={index}
            title={title}
            focusBack={() => opener.current?.focus()}
            onClose={(shown) => {
              setIndex(shown)
              setViewer(false)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
