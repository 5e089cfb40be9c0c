import { type DragEvent, type MouseEvent, type PointerEvent, useRef } from 'react'

/** How far a finger travels sideways before the move counts as a swipe rather than a tap. */
export const SWIPE_PX = 40

/**
 * Sideways swipes on a carousel from pointer events (finger, pen or mouse drag): a swipe to the
 * left shows the next photo. The element needs `touch-action: pan-y`, so the browser still scrolls
 * the page up and down but leaves sideways moves to the page. The click that ends a swipe is
 * swallowed: swiping the photo that opens the viewer does not open it.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  const swiped = useRef(false)
  return {
    onPointerDown: (e: PointerEvent) => {
      if (!e.isPrimary) return
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId }
      swiped.current = false
    },
    onPointerUp: (e: PointerEvent) => {
      const from = start.current
      start.current = null
      if (!from || from.id !== e.pointerId) return
      const dx = e.clientX - from.x
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - from.y)) return
      swiped.current = true
      onSwipe(dx < 0 ? 1 : -1)
    },
    onPointerCancel: () => {
      start.current = null
    },
    onClickCapture: (e: MouseEvent) => {
      if (!swiped.current) return
      swiped.current = false
      e.preventDefault()
      e.stopPropagation()
    },
    // A mouse drag would otherwise pick the photo up (the browser's image drag) and cancel the pointer.
    onDragStart: (e: DragEvent) => e.preventDefault(),
  }
}
