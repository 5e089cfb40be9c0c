import { describe, expect, it } from 'vitest'

import { createWorkQueue } from './work-queue'

describe('createWorkQueue', () => {
  it('runs at most its concurrency at once, in order, and passes results and failures on', async () => {
    const queue = createWorkQueue(2)
    const started: number[] = []
    let running = 0
    let most = 0
    const task = (n: number) => async () => {
      started.push(n)
      most = Math.max(most, ++running)
      await new Promise((r) => setTimeout(r, 5))
      running--
      if (n === 3) throw new Error('three')
      return n * 10
    }
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => queue.run(task(n))))
    expect(most).toBe(2)
    expect(started).toEqual([1, 2, 3, 4, 5])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      10,
      20,
      'Error: three',
      40,
      50,
    ])
  })

  it('starts each task on a later turn of the event loop, never in the caller’s', async () => {
    const queue = createWorkQueue(1)
    const order: string[] = []
    const done = queue.run(async () => void order.push('task'))
    order.push('caller')
    await Promise.resolve()
    order.push('microtasks')
    await done
    expect(order).toEqual(['caller', 'microtasks', 'task'])
  })
})
