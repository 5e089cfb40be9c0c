/**
 * The renditions of a photo the image endpoint serves: what the site shows (list card, detail
 * gallery, home hero, full-screen viewer, thumbnail), the link-preview size, and the wider or
 * narrower copies of the same shapes that responsive images pick from. Anything else is refused,
 * so nobody can make the server render and store arbitrary sizes.
 */
export const IMAGE_SIZES = {
  list: [400, 300],
  medium: [730, 413],
  home: [2000, 1000],
  fullscreen: [1000, 600],
  thumbnail: [75, 75],
  openGraph: [1200, 630],
} as const satisfies Record<string, readonly [number, number]>

export type ImageSize = keyof typeof IMAGE_SIZES

/** Extra widths of the same shapes, for `srcset`. */
export const IMAGE_SRCSET = {
  list: [[800, 600]],
  medium: [
    [480, 272],
    [1460, 826],
  ],
  home: [
    [800, 400],
    [1200, 600],
    [1600, 800],
  ],
  fullscreen: [
    [600, 360],
    [1600, 960],
  ],
  thumbnail: [[150, 150]],
  openGraph: [],
} as const satisfies Record<ImageSize, readonly (readonly [number, number])[]>

/** Every width × height the image endpoint serves. */
export const IMAGE_RENDITIONS: readonly (readonly [number, number])[] = (
  Object.keys(IMAGE_SIZES) as ImageSize[]
).flatMap((k): (readonly [number, number])[] => [IMAGE_SIZES[k], ...IMAGE_SRCSET[k]])

const allowed = new Set(IMAGE_RENDITIONS.map(([w, h]) => `${w}x${h}`))

export const isImageRendition = (width: number, height: number): boolean =>
  allowed.has(`${width}x${height}`)

/** The logo as a PNG, the picture mails show at the top (mail programs show no SVG). */
export const MAIL_LOGO_PATH = '/api/1.0/mail-logo.png'
