'use client'
import { useRef, useState, type DragEvent } from 'react'

/** Whether a drag carries files from outside the page (rather than a photo of the grid). */
export const isFileDrag = (e: DragEvent) => [...e.dataTransfer.types].includes('Files')

/** What a tile does with the browser's drag events, in the grid's order. */
export type TileDrag = {
  start: (index: number, e: DragEvent) => void
  over: (index: number, e: DragEvent) => void
  drop: (index: number, e: DragEvent) => void
  end: () => void
}

/**
 * Reordering with the mouse by the browser's own drag and drop: a photo dragged onto another takes
 * its place; `target` is the tile it would land on, for the grid to mark.
 */
export function usePhotoDrag(
  ids: readonly (number | string)[],
  move: (from: number, to: number) => void,
) {
  const dragged = useRef<number | null>(null)
  const [target, setTarget] = useState<number | null>(null)
  const drag: TileDrag = {
    start: (index, e) => {
      dragged.current = index
      e.dataTransfer.effectAllowed = 'move'
      e.dataTransfer.setData('text/plain', String(ids[index]))
    },
    over: (index, e) => {
      if (dragged.current == null || isFileDrag(e)) return
      e.preventDefault()
      e.dataTransfer.dropEffect = 'move'
      if (target !== index) setTarget(index)
    },
    drop: (index, e) => {
      if (dragged.current == null || isFileDrag(e)) return
      e.preventDefault()
      e.stopPropagation()
      move(dragged.current, index)
      dragged.current = null
      setTarget(null)
    },
    end: () => {
      dragged.current = null
      setTarget(null)
    },
  }
  return { drag, target }
}
