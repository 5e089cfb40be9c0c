import { useTexts } from '../i18n/texts'

/** The previous and next arrows over a photo carousel, with its "2/7" count; nothing for a single photo. */
export function CarouselSteps({
  index,
  count,
  onStep,
}: {
  index: number
  count: number
  /** Called with -1 for the previous photo, 1 for the next one. */
  onStep: (delta: number) => void
}) {
  const { t } = useTexts()
  if (count < 2) return null
  return (
    <>
      <button
        type="button"
        className="card-carousel__nav card-carousel__nav--prev"
        aria-label={t('carousel.previous')}
        onClick={() => onStep(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="card-carousel__nav card-carousel__nav--next"
        aria-label={t('carousel.next')}
        onClick={() => onStep(1)}
      >
        ›
      </button>
      <span className="card-carousel__count" aria-hidden="true">
        {index + 1}/{count}
      </span>
    </>
  )
}
