import { imageUrl, type Id } from '../lib/offer-types'

type OfferImageProps = { fiId: Id; width: number; height: number; alt: string; eager?: boolean; className?: string; sizes?: string }

/** A resized image from the image endpoint, lazy unless it is the first thing on screen, with its size set so nothing jumps. */
export function OfferImage({ fiId, width, height, alt, eager, className, sizes }: OfferImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(fiId, width, height)}
      width={width}
      height={height}
      alt={alt}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}
