import { describe, expect, it } from 'vitest'

import { perServer } from './per-server'

describe('perServer', () => {
  it('makes one value per server, at its first call, and forgets it when released', () => {
    const counters = perServer<{ n: number }>()
    const a = {}
    const b = {}
    let made = 0
    const make = () => ({ n: ++made })
    const first = counters.of(a, make)
    expect(counters.of(a, make)).toBe(first)
    expect(counters.of(b, make)).toEqual({ n: 2 })
    expect(counters.release(a)).toBe(first)
    expect(counters.release(a)).toBeUndefined()
    expect(counters.of(a, make)).toEqual({ n: 3 })
  })
})
