import { IMAGE_SIZES, IMAGE_SRCSET, type ImageSize } from '@contract/media'
import { imagePath } from '@contract/offer'
import type { Id } from '@contract/envelope'

import { useHydrated } from '../lib/use-hydrated'

type OfferImageProps = {
  fiId: Id
  width: number
  height: number
  alt: string
  eager?: boolean
  /** Below the first screen of a landing page: asked for once the page runs (see `useHydrated`). */
  deferred?: boolean
  className?: string
  sizes?: string
}

/** The wider and narrower copies the image endpoint has of a rendition's shape, for the browser to choose from. */
function srcSetOf(fiId: Id, width: number, height: number): string | undefined {
  const size = (Object.keys(IMAGE_SIZES) as ImageSize[]).find(
    (k) => IMAGE_SIZES[k][0] === width && IMAGE_SIZES[k][1] === height,
  )
  const extra = size ? IMAGE_SRCSET[size] : []
  if (!extra.length) return undefined
  return [[width, height] as const, ...extra]
    .map(([w, h]) => `${imagePath(fiId, w, h)} ${w}w`)
    .join(', ')
}

/**
 * A resized image from the image endpoint (WebP when the browser takes it), lazy unless it is the
 * first thing on screen, then fetched first; its size is set so nothing jumps, and a phone picks
 * a narrower copy from the srcset. A deferred one keeps its box but has no source until the page
 * runs, which is after the first photo is painted: a browser fetches lazy images a screen or two
 * ahead, and on a phone's network those would share the bandwidth with that photo.
 */
export function OfferImage(props: OfferImageProps) {
  const { fiId, width, height, alt, eager, deferred, className, sizes } = props
  const held = !useHydrated() && deferred
  const srcSet = held ? undefined : srcSetOf(fiId, width, height)
  return (
    <img
      className={className}
      src={held ? undefined : imagePath(fiId, width, height)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}
