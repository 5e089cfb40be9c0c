import { describe, expect, it } from 'vitest'

import { galleryPick } from './sheet-photos'

describe("the brochure's gallery", () => {
  it('shows the photos after the cover two by two, up to six', () => {
    expect(galleryPick(5)).toEqual([1, 2, 3, 4])
    expect(galleryPick(6)).toEqual([1, 2, 3, 4])
    expect(galleryPick(7)).toEqual([1, 2, 3, 4, 5, 6])
    expect(galleryPick(12)).toEqual([1, 2, 3, 4, 5, 6])
  })
  it('still shows four photos when the offer has four, the cover among them', () => {
    expect(galleryPick(4)).toEqual([0, 1, 2, 3])
  })
  it('shows what follows the cover when there are fewer, and nothing without photos', () => {
    expect(galleryPick(3)).toEqual([1, 2])
    expect(galleryPick(2)).toEqual([1])
    expect(galleryPick(1)).toEqual([])
    expect(galleryPick(0)).toEqual([])
  })
})
