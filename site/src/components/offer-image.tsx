import { IMAGE_SIZES, IMAGE_SRCSET, type ImageSize } from '@contract/media'
import { imagePath } from '@contract/offer'
import type { Id } from '@contract/envelope'

type OfferImageProps = {
  fiId: Id
  width: number
  height: number
  alt: string
  eager?: boolean
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
 * a narrower copy from the srcset.
 */
export function OfferImage({ fiId, width, height, alt, eager, className, sizes }: OfferImageProps) {
  const srcSet = srcSetOf(fiId, width, height)
  return (
    <img
      className={className}
      src={imagePath(fiId, width, height)}
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
