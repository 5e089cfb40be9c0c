import { describe, expect, it } from 'vitest'

import { boundingBoxOf, formatBoundingBox } from './geo'

describe('map boxes', () => {
  it('read the four numbers of an address and write them back rounded', () => {
    expect(boundingBoxOf('7.40,43.72,7.44,43.75')).toEqual({
      minLng: 7.4,
      minLat: 43.72,
      maxLng: 7.44,
      maxLat: 43.75,
    })
    expect(
      formatBoundingBox({ minLng: 7.4000004, minLat: 43.7212345, maxLng: 7.44, maxLat: 43.75 }),
    ).toBe('7.4,43.72123,7.44,43.75')
  })

  it('ignore boxes that are malformed, inverted or off the globe', () => {
    for (const bad of [
      null,
      '',
      '1,2,3',
      '1,2,3,x',
      '7.44,43.72,7.40,43.75',
      '7.4,43.75,7.44,43.72',
      '-200,0,0,10',
      '0,-95,1,1',
    ])
      expect(boundingBoxOf(bad), String(bad)).toBeNull()
  })

  it('clamp a box wider than the world', () => {
    expect(formatBoundingBox({ minLng: -190, minLat: -91, maxLng: 200, maxLat: 95 })).toBe(
      '-180,-90,180,90',
    )
  })
})
