import { setTimeout as delay } from 'node:timers/promises'

import { Cron } from 'croner'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { stopCrons } from './stop-crons'

/** A cron whose run takes `ms`, started now, and what it did. */
function runningCron(ms: number) {
  const did = { started: 0, finished: 0 }
  const cron = new Cron('0 0 1 1 *', { protect: true }, async () => {
    did.started++
    await delay(ms)
    did.finished++
  })
  void cron.trigger()
  return { cron, did }
}

describe('stopping the job crons', () => {
  it('lets the run under way finish, and starts no other', async () => {
    const { cron, did } = runningCron(300)
    const payload = { crons: [cron] } as unknown as Payload
    await stopCrons(payload, 5_000)
    expect(did).toEqual({ started: 1, finished: 1 })
    expect(payload.crons).toEqual([])
    expect(cron.nextRun()).toBeNull()
  })

  it('waits no longer than it is given', async () => {
    const { cron, did } = runningCron(2_000)
    const started = Date.now()
    await stopCrons({ crons: [cron] } as unknown as Payload, 100)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(did.finished).toBe(0)
  })
})
