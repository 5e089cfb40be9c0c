import { useState } from 'react'
import { useTexts } from '../../../i18n/texts'

import type { Id } from '../../../lib/offer-types'
import { OfferImage } from '../../../components/offer-image'
import { ImageViewer } from './image-viewer'

/** The 730×413 carousel with 75×75 thumbnails; the large photo opens the full-screen viewer. */
export function DetailGallery({ images, title }: { images: { fi_id: Id }[]; title: string }) {
  const { t } = useTexts()
  const [index, setIndex] = useState(0)
  const [viewer, setViewer] = useState(false)
  if (!images.length) return <div className="gallery gallery--empty" aria-hidden="true" />
  const image = images[index]
  const move = (delta: number) => setIndex((index + delta + images.length) % images.length)
  return (
    <div className="gallery">
      <div className="gallery__main">
        <button type="button" className="gallery__open" onClick={() => setViewer(true)} aria-label={t('gallery.enlarge', { n: index + 1, total: images.length })}>
          <OfferImage key={String(image.fi_id)} fiId={image.fi_id} width={730} height={413} alt={`${title} (${index + 1}/${images.length})`} eager className="gallery__img" />
        </button>
        {images.length > 1 && (
          <>
            <button type="button" className="card-carousel__nav card-carousel__nav--prev" aria-label={t('carousel.previous')} onClick={() => move(-1)}>
              ‹
            </button>
            <button type="button" className="card-carousel__nav card-carousel__nav--next" aria-label={t('carousel.next')} onClick={() => move(1)}>
              ›
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((img, i) => (
            <li key={String(img.fi_id)}>
              <button type="button" aria-current={i === index ? 'true' : undefined} aria-label={t('gallery.show', { n: i + 1 })} onClick={() => setIndex(i)}>
                <OfferImage fiId={img.fi_id} width={75} height={75} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer && <ImageViewer images={images} start={index} title={title} onClose={() => setViewer(false)} />}
    </div>
  )
}
