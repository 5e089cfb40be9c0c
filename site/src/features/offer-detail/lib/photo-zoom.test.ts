import { describe, expect, it } from 'vitest'

import { FIT, keepInside, MAX_SCALE, pinch, zoomAround } from './photo-zoom'

const stage = { width: 400, height: 800 }

describe('photo zoom', () => {
  it('keeps the spot under the fingers in place while zooming', () => {
    const view = zoomAround(FIT, 2, { x: 100, y: 50 }, stage)
    expect(view).toEqual({ scale: 2, x: -100, y: -50 })
    // The spot at (100, 50) of the fitted photo is its point (100, 50) from the centre; zoomed twice it is drawn at 2·100 − 100 = 100.
    expect(view.scale * 100 + view.x).toBe(100)
  })

  it('never zooms out past the fitted photo nor in past the limit', () => {
    expect(zoomAround(FIT, 0.5, { x: 0, y: 0 }, stage)).toEqual(FIT)
    expect(zoomAround(FIT, 10, { x: 0, y: 0 }, stage).scale).toBe(MAX_SCALE)
  })

  it('leaves no gap at an edge: a zoomed photo moves only as far as it overflows', () => {
    expect(keepInside({ scale: 2, x: 500, y: -900 }, stage)).toEqual({ scale: 2, x: 200, y: -400 })
    expect(keepInside({ scale: 1, x: 30, y: 10 }, stage)).toEqual(FIT)
  })

  it('zooms by the change of distance between two fingers, following their midpoint', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: -50, y: 0 },
      { x: 50, y: 0 },
    ]
    const to: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: -100, y: 20 },
      { x: 100, y: 20 },
    ]
    expect(pinch(FIT, from, to, stage)).toEqual({ scale: 2, x: 0, y: 20 })
  })
})
