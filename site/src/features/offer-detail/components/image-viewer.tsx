import { useEffect, useRef, useState } from 'react'
import { useTexts } from '../../../i18n/texts'

import { Dialog } from '../../../components/ui/dialog'
import type { Id } from '../../../lib/offer-types'
import { OfferImage } from '../../../components/offer-image'

type ImageViewerProps = { images: { fi_id: Id }[]; start: number; title: string; onClose: () => void }

const SWIPE_PX = 40

/** Full-screen photos at 1000×600: arrow keys and swipes move, Escape closes. */
export function ImageViewer({ images, start, title, onClose }: ImageViewerProps) {
  const { t } = useTexts()
  const [index, setIndex] = useState(start)
  const touchX = useRef<number | null>(null)
  const move = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') move(-1)
      if (e.key === 'ArrowRight') move(1)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const image = images[index]
  return (
    <Dialog open title={`${title} — ${index + 1}/${images.length}`} onClose={onClose} width={1040} className="dialog--viewer">
      <div
        className="viewer"
        onPointerDown={(e) => (touchX.current = e.clientX)}
        onPointerUp={(e) => {
          if (touchX.current === null) return
          const dx = e.clientX - touchX.current
          if (Math.abs(dx) > SWIPE_PX) move(dx < 0 ? 1 : -1)
          touchX.current = null
        }}
      >
        {image && <OfferImage key={String(image.fi_id)} fiId={image.fi_id} width={1000} height={600} alt={`${title} (${index + 1}/${images.length})`} eager className="viewer__img" />}
        {images.length > 1 && (
          <>
            <button type="button" className="viewer__nav viewer__nav--prev" aria-label={t('carousel.previous')} onClick={() => move(-1)}>
              ‹
            </button>
            <button type="button" className="viewer__nav viewer__nav--next" aria-label={t('carousel.next')} onClick={() => move(1)}>
              ›
            </button>
          </>
        )}
      </div>
    </Dialog>
  )
}
