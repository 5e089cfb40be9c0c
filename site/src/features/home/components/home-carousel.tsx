import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { offerName } from '@contract/offer'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { offerDetailPath } from '../../../lib/paths'
import { useCarouselOffers } from '../../../api/get-offers'
import { OfferImage } from '../../../components/offer-image'
import { LineIcon } from '../../../components/line-icon'
import { useSwipe } from '../../../lib/use-swipe'
import { useHydrated } from '../../../lib/use-hydrated'

const INTERVAL_MS = 6000
const PLAY = 'M7 4l13 8-13 8z'
const PAUSE = 'M6 4h4v16H6zM14 4h4v16h-4z'

/** The hero: the images of the first carousel offer at 2000×1000, advancing on its own unless paused or reduced motion is asked. */
export function HomeCarousel() {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data } = useCarouselOffers(lang)
  const offer = data?.data[0]
  const images = offer?.images ?? []
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  // The server sends the first photo only: the others would share a phone's bandwidth with the one
  // on screen; they come once the page runs, before the first automatic step.
  const hydrated = useHydrated()
  // A swipe moves by hand, which stops the automatic slides as the pause button does.
  const swipe = useSwipe((delta) => {
    setPaused(true)
    setIndex((i) => (i + delta + images.length) % images.length)
  })
  // A visitor who asked for less motion gets no automatic slides (known in the browser only).
  useEffect(() => {
    if (
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches
    )
      setPaused(true)
  }, [])

  useEffect(() => {
    if (paused || images.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [paused, images.length])

  const name = offer ? offerName(offer, lang) : ''
  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      {...(images.length > 1 ? swipe : {})}
    >
      <div className="hero__slides">
        {images.map((img, i) => (
          <div
            key={String(img.fi_id)}
            className={`hero__slide${i === index ? ' is-active' : ''}`}
            aria-hidden={i !== index}
          >
            {(i === 0 || hydrated) && (
              <OfferImage
                fiId={img.fi_id}
                width={2000}
                height={1000}
                alt={i === index ? name : ''}
                eager={i === 0}
                sizes="100vw"
                className="hero__img"
              />
            )}
          </div>
        ))}
      </div>
      <div className="hero__overlay">
        <div className="container hero__content">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 className="hero__title">{t('home.title')}</h1>
          {offer && (
            <Link className="hero__offer" to={offerDetailPath(offer.of_slug_fr)}>
              {name}
            </Link>
          )}
        </div>
      </div>
      {images.length > 1 && (
        <div className="hero__controls">
          <StepButton
            label={t('carousel.previous')}
            arrow="M15 5l-7 7 7 7"
            onClick={() => setIndex((index - 1 + images.length) % images.length)}
          />
          <button
            type="button"
            className="icon-button icon-button--light"
            aria-label={paused ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setPaused(!paused)}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
              <path d={paused ? PLAY : PAUSE} />
            </svg>
          </button>
          <StepButton
            label={t('carousel.next')}
            arrow="M9 5l7 7-7 7"
            onClick={() => setIndex((index + 1) % images.length)}
          />
        </div>
      )}
    </section>
  )
}

/** A light round button with a chevron, stepping the hero to the previous or next image. */
function StepButton({
  label,
  arrow,
  onClick,
}: {
  label: string
  arrow: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="icon-button icon-button--light"
      aria-label={label}
      onClick={onClick}
    >
      <LineIcon weight={2}>
        <path d={arrow} />
      </LineIcon>
    </button>
  )
}
