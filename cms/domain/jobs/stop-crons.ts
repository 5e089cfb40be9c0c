import { setTimeout as delay } from 'node:timers/promises'

import type { Payload } from 'payload'

/**
 * Stops this instance's job crons, then waits for the runs under way (at most `waitMs`): a job
 * that was running saves its attempt before the connections close, instead of failing on a
 * closed database and being run again by another instance.
 */
export async function stopCrons(payload: Payload, waitMs: number): Promise<void> {
  const crons = payload.crons.splice(0)
  for (const cron of crons) cron.stop()
  const until = Date.now() + waitMs
  while (crons.some((cron) => cron.isBusy()) && Date.now() < until) await delay(25)
}
