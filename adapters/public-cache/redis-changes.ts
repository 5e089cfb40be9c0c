import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { createClient } from 'redis'

import {
  type DataChange,
  isLocalChange,
  onDataChange,
  publishDataChange,
} from '@cms/changes/data-changes'

const CHANNEL = 'public-data-changes'

/**
 * With several app instances, each change saved here is published on Redis and each one published
 * elsewhere is told here (`remote`), so every instance drops what it touched at once. `shared` is
 * told whether the channel is up: while it is not, the instance falls back on checking the data.
 */
export async function shareDataChanges(
  payload: Payload,
  url: string,
  { log, shared }: { log: (err: unknown) => void; shared: (up: boolean) => void },
): Promise<() => Promise<void>> {
  const instance = randomUUID()
  const pub = createClient({ url })
  const sub = pub.duplicate()
  // The clients reconnect by themselves; an unhandled 'error' event would end the process meanwhile.
  pub.on('error', log)
  sub.on('error', (err: unknown) => {
    shared(false)
    log(err)
  })
  sub.on('ready', () => shared(true))
  sub.on('end', () => shared(false))
  await Promise.all([pub.connect(), sub.connect()])
  await sub.subscribe(CHANNEL, (message) => {
    try {
      const { from, change } = JSON.parse(message) as { from: string; change: DataChange }
      if (from !== instance) publishDataChange(payload, { ...change, origin: 'remote' })
    } catch (err) {
      log(err)
    }
  })
  shared(true)
  const stop = onDataChange(payload, (change) => {
    if (isLocalChange(change))
      pub.publish(CHANNEL, JSON.stringify({ from: instance, change })).catch(log)
  })
  return async () => {
    stop()
    shared(false)
    await Promise.allSettled([sub.quit(), pub.quit()])
  }
}
