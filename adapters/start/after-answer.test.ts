import { describe, expect, it } from 'vitest'

import { createAfterAnswer } from './after-answer'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the work routes go on with after answering', () => {
  it('is waited for when the server closes', async () => {
    const afterAnswer = createAfterAnswer()
    const done: string[] = []
    const work = afterAnswer.run(async () => {
      await later(50)
      done.push('mail tried')
    })
    expect(await afterAnswer.settled(5_000)).toBe(0)
    expect(done).toEqual(['mail tried'])
    await work
  })

  it('is waited for no longer than the drain time, and a failure stops no other', async () => {
    const afterAnswer = createAfterAnswer()
    void afterAnswer.run(() => new Promise(() => {}))
    const failed = afterAnswer.run(async () => {
      throw new Error('SMTP down')
    })
    await expect(failed).rejects.toThrow('SMTP down')
    const started = Date.now()
    expect(await afterAnswer.settled(100)).toBe(1)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
