import type { ReactNode } from 'react'

/**
 * A 24×24 outline pictogram drawn in the text's colour. It only decorates: the button or label
 * around it carries the name screen readers announce.
 */
export function LineIcon({
  size = 18,
  weight,
  rounded,
  children,
}: {
  size?: number
  /** The stroke's width, in the 24-unit grid. */
  weight: number
  /** Round line ends and corners, for pictograms drawn as open strokes. */
  rounded?: boolean
  children: ReactNode
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      {...(rounded ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
    >
      {children}
    </svg>
  )
}
