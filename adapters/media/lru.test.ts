import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { Lru } from './lru'

/** A real WebP rendition of a plain photo, its size depending on `side`. */
const webp = (side: number, shade: number) =>
  sharp({
    create: { width: side, height: side, channels: 3, background: { r: shade, g: 90, b: 30 } },
  })
    .webp({ quality: 80 })
    .toBuffer()

describe('Lru by bytes', () => {
  it('stays within its budget, forgetting the least recently used first', async () => {
    const photos = await Promise.all(
      Array.from({ length: 40 }, (_, i) => webp(100 + i * 10, i * 6)),
    )
    const budget = photos.slice(0, 8).reduce((sum, b) => sum + b.length, 0)
    const lru = new Lru<number, Buffer>(budget, (b) => b.length)
    photos.forEach((bytes, i) => {
      lru.set(i, bytes)
      // The first photo, asked for again and again, stays.
      expect(lru.get(0), `after ${i}`).toBe(photos[0])
      expect(lru.weight).toBeLessThanOrEqual(budget)
      expect(lru.weight).toBe([...lru.values()].reduce((sum, b) => sum + b.length, 0))
    })
    expect(lru.peek(1)).toBeUndefined()
    expect(lru.peek(39)).toBe(photos[39])
  })

  it('refuses a value larger than the whole budget, and keeps what it had', () => {
    const lru = new Lru<string, Buffer>(100, (b) => b.length)
    lru.set('a', Buffer.alloc(60))
    lru.set('huge', Buffer.alloc(101))
    expect([lru.peek('huge'), lru.size, lru.weight]).toEqual([undefined, 1, 60])
  })

  it('counts a replaced or deleted value out of the weight', () => {
    const lru = new Lru<string, Buffer>(100, (b) => b.length)
    lru.set('a', Buffer.alloc(60))
    lru.set('a', Buffer.alloc(30))
    lru.set('b', Buffer.alloc(50))
    expect(lru.weight).toBe(80)
    lru.deleteWhere((b) => b.length === 30)
    expect([lru.size, lru.weight]).toEqual([1, 50])
    lru.clear()
    expect([lru.size, lru.weight]).toEqual([0, 0])
  })

  it('counts entries when no weight is given', () => {
    const lru = new Lru<number, string>(3)
    for (let i = 0; i < 10; i++) lru.set(i, `v${i}`)
    expect([...lru.values()]).toEqual(['v7', 'v8', 'v9'])
  })
})
