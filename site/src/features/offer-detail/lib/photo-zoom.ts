/** How a photo sits in the viewer: its zoom and its shift from the centre, in screen pixels. */
export type PhotoView = { scale: number; x: number; y: number }
type Point = { x: number; y: number }
type Size = { width: number; height: number }

export const MIN_SCALE = 1
export const MAX_SCALE = 4
export const FIT: PhotoView = { scale: 1, x: 0, y: 0 }

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** A zoomed photo never leaves a gap at an edge of the screen; fitted, it stays centred. */
export function keepInside(view: PhotoView, stage: Size): PhotoView {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE)
  const maxX = ((scale - 1) * stage.width) / 2
  const maxY = ((scale - 1) * stage.height) / 2
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) }
}

/**
 * Zooms by `factor` around `focus` (a point relative to the stage's centre): the spot of the photo
 * under the fingers stays under them, as a pinch on a phone's own photo app does.
 */
export function zoomAround(view: PhotoView, factor: number, focus: Point, stage: Size): PhotoView {
  const scale = clamp(view.scale * factor, MIN_SCALE, MAX_SCALE)
  const ratio = scale / view.scale
  return keepInside(
    { scale, x: focus.x - (focus.x - view.x) * ratio, y: focus.y - (focus.y - view.y) * ratio },
    stage,
  )
}

/**
 * A two-finger gesture from its start: the fingers' distance gives the zoom, their midpoint's
 * travel the shift, the spot first under the midpoint following it.
 */
export function pinch(
  start: PhotoView,
  from: [Point, Point],
  to: [Point, Point],
  stage: Size,
): PhotoView {
  const distance = (p: [Point, Point]) => Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y) || 1
  const middle = (p: [Point, Point]) => ({ x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 })
  const zoomed = zoomAround(start, distance(to) / distance(from), middle(from), {
    width: Infinity,
    height: Infinity,
  })
  const a = middle(from)
  const b = middle(to)
  return keepInside({ ...zoomed, x: zoomed.x + b.x - a.x, y: zoomed.y + b.y - a.y }, stage)
}
