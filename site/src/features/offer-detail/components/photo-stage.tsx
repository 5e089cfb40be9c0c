import { type PointerEvent as ReactPointerEvent, type ReactNode, useEffect, useRef } from 'react'

import { SWIPE_PX } from '../../../lib/use-swipe'
import { FIT, keepInside, pinch, type PhotoView, zoomAround } from '../lib/photo-zoom'

type Point = { x: number; y: number }
type Gesture = { start: PhotoView; from: Map<number, Point> }

const DOUBLE_TAP_SCALE = 2.5

/**
 * One photo of the viewer, fitted to the screen, under the visitor's fingers: one finger swipes to
 * the next or previous photo (the photo follows it) or, zoomed in, moves the photo; two fingers
 * pinch-zoom; a double tap or double click zooms in and back; the wheel zooms. The stage takes
 * every touch (`touch-action: none`), so the browser neither scrolls nor zooms the page behind.
 */
export function PhotoStage({
  children,
  onSwipe,
}: {
  children: ReactNode
  onSwipe: (direction: 1 | -1) => void
}) {
  const stage = useRef<HTMLDivElement>(null)
  const view = useRef<PhotoView>(FIT)
  const pointers = useRef(new Map<number, Point>())
  const gesture = useRef<Gesture | null>(null)

  const size = () => {
    const r = stage.current?.getBoundingClientRect()
    return { width: r?.width ?? 0, height: r?.height ?? 0 }
  }
  /** A point relative to the stage's centre, where the photo's shift is measured from. */
  const local = (e: { clientX: number; clientY: number }): Point => {
    const r = stage.current?.getBoundingClientRect()
    return {
      x: e.clientX - (r ? r.left + r.width / 2 : 0),
      y: e.clientY - (r ? r.top + r.height / 2 : 0),
    }
  }
  const show = (next: PhotoView, animate = false) => {
    view.current = next
    const photo = stage.current?.firstElementChild as HTMLElement | null
    if (!photo) return
    photo.style.transition = animate ? 'transform 0.2s ease-out' : 'none'
    photo.style.transform = `translate(${next.x}px, ${next.y}px) scale(${next.scale})`
  }
  const restart = () => {
    gesture.current = pointers.current.size
      ? { start: view.current, from: new Map(pointers.current) }
      : null
  }

  // The wheel zooms the photo rather than scrolling the page behind (React's wheel listener is passive).
  useEffect(() => {
    const el = stage.current
    if (!el) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      show(zoomAround(view.current, Math.exp(-e.deltaY / 300), local(e), size()))
    }
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => el.removeEventListener('wheel', onWheel)
  }, [])

  const onPointerDown = (e: ReactPointerEvent) => {
    // The moves of a finger that leaves the stage still belong to the gesture (not possible for every pointer).
    try {
      stage.current?.setPointerCapture(e.pointerId)
    } catch {
      // An unknown pointer id: the moves still reach the stage while over it.
    }
    pointers.current.set(e.pointerId, local(e))
    restart()
  }

  const onPointerMove = (e: ReactPointerEvent) => {
    if (!pointers.current.has(e.pointerId) || !gesture.current) return
    pointers.current.set(e.pointerId, local(e))
    const { start, from } = gesture.current
    const ids = [...pointers.current.keys()].filter((id) => from.has(id))
    if (ids.length >= 2) {
      const [a, b] = ids
      show(
        pinch(
          start,
          [from.get(a)!, from.get(b)!],
          [pointers.current.get(a)!, pointers.current.get(b)!],
          size(),
        ),
      )
      return
    }
    const [id] = ids
    if (id === undefined) return
    const dx = pointers.current.get(id)!.x - from.get(id)!.x
    const dy = pointers.current.get(id)!.y - from.get(id)!.y
    // Fitted, the photo only follows the finger sideways (a swipe); zoomed, it moves freely.
    show(
      start.scale > 1
        ? keepInside({ ...start, x: start.x + dx, y: start.y + dy }, size())
        : { ...FIT, x: dx },
    )
  }

  const onPointerEnd = (e: ReactPointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return
    const from = gesture.current?.from
    const start = gesture.current?.start ?? FIT
    const moved = from?.has(e.pointerId) ? local(e).x - from.get(e.pointerId)!.x : 0
    pointers.current.delete(e.pointerId)
    const single = from?.size === 1
    restart()
    if (pointers.current.size) return
    if (single && start.scale === 1 && e.type === 'pointerup' && Math.abs(moved) >= SWIPE_PX) {
      show(FIT)
      onSwipe(moved < 0 ? 1 : -1)
    } else if (view.current.scale === 1) show(FIT, true)
  }

  return (
    <div
      ref={stage}
      className="photo-viewer__stage"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onDoubleClick={(e) =>
        show(
          view.current.scale > 1
            ? FIT
            : zoomAround(view.current, DOUBLE_TAP_SCALE, local(e), size()),
          true,
        )
      }
      onDragStart={(e) => e.preventDefault()}
    >
      {children}
    </div>
  )
}
