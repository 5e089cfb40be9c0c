import './photo-viewer.css'

import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import type { Id } from '@contract/envelope'

import { useTexts } from '../../../i18n/texts'
import { OfferImage } from '../../../components/offer-image'
import { openOverlayEntry } from '../lib/overlay-history'
import { PhotoStage } from './photo-stage'
import { PhotoThumbs } from './photo-thumbs'

/**
 * Tab from the last button goes back to the first, Shift+Tab from the first to the last: a modal
 * <dialog> makes the page inert but would let the focus leave for the browser's own controls.
 */
function keepFocusInside(e: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...e.currentTarget.querySelectorAll<HTMLElement>('button')].filter(
    (b) => b.offsetParent !== null,
  )
  const first = buttons[0]
  const last = buttons[buttons.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (e.shiftKey ? active === first || !e.currentTarget.contains(active) : active === last) {
    e.preventDefault()
    ;(e.shiftKey ? last : first).focus()
  }
}

type PhotoViewerProps = {
  images: { fi_id: Id }[]
  start: number
  title: string
  /** Called with the photo shown last, so the gallery shows it too. */
  onClose: (index: number) => void
  /** Puts the focus back on the photo that opened the viewer, once it is closed. */
  focusBack: () => void
}

/**
 * The photos on the whole screen, black around them: swipe, arrows, arrow keys and the thumbnails
 * (wide screens) move, pinch or double tap zooms, Escape, the close button or the browser's Back
 * closes. A modal <dialog>: the page behind is inert, so focus stays inside.
 */
export default function PhotoViewer({
  images,
  start,
  title,
  onClose,
  focusBack,
}: PhotoViewerProps) {
  const { t } = useTexts()
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(start)
  const shown = useRef(index)
  shown.current = index
  const close = useRef(() => onClose(shown.current))
  close.current = () => onClose(shown.current)
  const refocus = useRef(focusBack)
  refocus.current = focusBack
  const total = images.length
  const move = (delta: number) => setIndex((i) => (i + delta + total) % total)

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    el.showModal()
    const leaveHistory = openOverlayEntry(() => close.current())
    return () => {
      leaveHistory()
      if (el.open) el.close()
      refocus.current()
    }
  }, [])

  const image = images[index]
  const alt = `${title} (${index + 1}/${total})`
  return (
    <dialog
      ref={dialog}
      className="photo-viewer"
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault()
        close.current()
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') move(-1)
        if (e.key === 'ArrowRight') move(1)
        if (e.key === 'Tab') keepFocusInside(e)
      }}
    >
      <div className="photo-viewer__bar">
        <p className="photo-viewer__count" aria-live="polite">
          <span className="visually-hidden">{t('gallery.counter', { n: index + 1, total })}</span>
          <span aria-hidden="true">
            {index + 1} / {total}
          </span>
        </p>
        <button
          type="button"
          className="photo-viewer__button photo-viewer__close"
          onClick={() => close.current()}
          aria-label={t('dialog.close')}
          title={t('dialog.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <PhotoStage key={index} onSwipe={move}>
        {image && (
          <OfferImage
            fiId={image.fi_id}
            width={1000}
            height={600}
            sizes="100vw"
            alt={alt}
            eager
            className="photo-viewer__img"
          />
        )}
      </PhotoStage>
      {total > 1 && (
        <>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__nav photo-viewer__nav--prev"
            aria-label={t('carousel.previous')}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__nav photo-viewer__nav--next"
            aria-label={t('carousel.next')}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <PhotoThumbs
            images={images}
            index={index}
            onPick={setIndex}
            className="photo-viewer__thumbs"
          />
        </>
      )}
    </dialog>
  )
}
